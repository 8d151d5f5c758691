import type { Telemetry } from 'bullmq';

/**
 * BullMQ's telemetry (bullmq-otel) while traces are on, else undefined: every Queue and Worker is given it, so
 * adding a job is a span of whatever queued it (a request) and running it a span under that one, however many
 * processes apart. Set once at start by observability/tracing.ts, which is loaded only when tracing is on; this
 * module imports nothing at run time, so without tracing nothing of OpenTelemetry's SDK is loaded for it.
 */
let telemetry: Telemetry | undefined;

export function jobTelemetry(): Telemetry | undefined {
  return telemetry;
}

export function useJobTelemetry(value: Telemetry): void {
  telemetry = value;
}
