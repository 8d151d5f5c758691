import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/**
 * This process's load: the share of time its event loop was busy (running JavaScript, not waiting for I/O)
 * and its CPU time as a share of one core, over the last SAMPLE_MS (since it started, before the first
 * sample). One home for both readers: the metrics' cc_server_load_ratio gauge and the admin dashboard's
 * Server Load tile (domain/admin/system.ts).
 */
export interface ServerLoad {
  /** 0–1: how busy the event loop was. */
  eventLoop: number;
  /** 0–1 per core (above 1 when worker threads use more than a core). */
  cpu: number;
}

/** The window each figure covers. */
export const SAMPLE_MS = 15_000;

let sampler: { read(): ServerLoad } | undefined;

function startSampler() {
  let eluAt = performance.eventLoopUtilization();
  let cpuAt = process.cpuUsage();
  let sampledAt = performance.now();
  const started = { elu: eluAt, cpu: cpuAt, at: sampledAt };
  let last: ServerLoad | undefined;
  const measure = (elu: EventLoopUtilization, cpu: NodeJS.CpuUsage, since: number): ServerLoad => {
    const elapsedMs = performance.now() - since;
    const cpuMs = (cpu.user + cpu.system) / 1000;
    return {
      eventLoop: elu.utilization,
      cpu: elapsedMs > 0 ? cpuMs / elapsedMs : 0,
    };
  };
  const timer = setInterval(() => {
    last = measure(performance.eventLoopUtilization(eluAt), process.cpuUsage(cpuAt), sampledAt);
    eluAt = performance.eventLoopUtilization();
    cpuAt = process.cpuUsage();
    sampledAt = performance.now();
  }, SAMPLE_MS);
  timer.unref();
  return {
    read: () =>
      last ??
      measure(performance.eventLoopUtilization(started.elu), process.cpuUsage(started.cpu), started.at),
  };
}

/** The process's load over the last sample (the sampler starts on the first call). */
export function serverLoad(): ServerLoad {
  sampler ??= startSampler();
  return sampler.read();
}
