import { Queue, Worker } from 'bullmq';
import { throttledErrorLog, type Logger } from '../logger.js';
import { metricsOff, timedJob, type Metrics } from '../observability/metrics.js';
import { createRedis } from '../redis.js';
import { jobTelemetry } from '../observability/jobTelemetry.js';
import { WATCHED_STATES, waitedSeconds } from './bullmq.js';
import {
  IMPORT_LEASE_MS,
  runImportJob,
  unfinishedImportJobs,
  type ImportDeps,
} from '../domain/imports/service.js';

/** Where channel imports are connected in the background (domain/imports/service.ts holds what connecting one means). */
export interface ImportRunner {
  /** Has the stored import connected: here at once (one after another), or by whichever worker takes it. */
  enqueue(jobId: number): Promise<void>;
  close(): Promise<void>;
}

export const IMPORT_QUEUE_NAME = 'channel-import';

/** How often unfinished imports are looked for (a holder that died lets its lease run out first). */
const RESUME_EVERY_MS = IMPORT_LEASE_MS / 2;

/**
 * Without Redis: this process connects the imports, one job at a time, and at start and every
 * RESUME_EVERY_MS takes up those a restart left unfinished. close() lets the running job stop after its
 * current input (the rest stays pending for the next start).
 */
export function startInProcessImportRunner(
  deps: ImportDeps,
  resumeEveryMs = RESUME_EVERY_MS,
  metrics: Metrics = metricsOff,
): ImportRunner {
  const queued = new Set<number>();
  metrics.watch({ kind: 'queue', queue: IMPORT_QUEUE_NAME, read: async () => ({ waiting: queued.size }) });
  let draining: Promise<void> | null = null;
  let closed = false;

  const drain = async () => {
    for (const jobId of queued) {
      queued.delete(jobId);
      if (closed) return;
      await timedJob(metrics, IMPORT_QUEUE_NAME, 'import', () =>
        runImportJob(deps, jobId, () => closed),
      ).catch((error: unknown) =>
        deps.logger.error({ err: error, jobId }, 'import job failed; it is resumed later'),
      );
    }
  };
  const enqueue = async (jobId: number) => {
    if (closed) return;
    queued.add(jobId);
    draining ??= drain().finally(() => {
      draining = null;
      if (queued.size > 0 && !closed) void enqueue([...queued][0]!);
    });
  };
  const resume = () =>
    unfinishedImportJobs(deps.db, deps.clock.now()).then(
      (ids) => ids.forEach((id) => void enqueue(id)),
      (error: unknown) => deps.logger.warn({ err: error }, 'could not look for unfinished imports'),
    );

  void resume();
  const timer = setInterval(() => void resume(), resumeEveryMs);
  timer.unref();
  return {
    enqueue,
    async close() {
      closed = true;
      clearInterval(timer);
      await draining;
    },
  };
}

export interface BullMqImportRunnerOptions {
  redisUrl: string;
  /** Key prefix in Redis (tests use one of their own). */
  prefix?: string;
  logger: Logger;
  /** Connect the imports here (a worker process); without it this instance only queues them. */
  deps?: ImportDeps;
  resumeEveryMs?: number;
  /** The queue's depth, its jobs' waits and runs, and its Redis commands. */
  metrics?: Metrics;
}

/**
 * With Redis: a server queues each import on BullMQ (its job id is the import's, so it is queued once
 * whoever queues it) and a worker connects it; BullMQ gives each queued job to one worker, and the import's
 * lease keeps a job BullMQ hands out again (a stalled worker) from being connected twice. A worker also
 * queues, at start and every RESUME_EVERY_MS, the unfinished imports a restart left behind.
 */
export function startBullMqImportRunner(options: BullMqImportRunnerOptions): ImportRunner {
  const { redisUrl, prefix, logger, deps } = options;
  const metrics = options.metrics ?? metricsOff;
  // A worker waits for Redis (BullMQ's blocking reads); a server that only queues fails fast.
  const connection = createRedis(redisUrl, {
    waitWhileAway: Boolean(deps),
    metrics: { metrics, client: 'imports' },
  });
  connection.on('error', throttledErrorLog(logger, 'redis unavailable (imports)'));
  const queue = new Queue(IMPORT_QUEUE_NAME, {
    connection,
    prefix,
    telemetry: jobTelemetry(),
    // Removed once run, so a later resume can queue the same import again.
    defaultJobOptions: { removeOnComplete: true, removeOnFail: true, attempts: 1 },
  });
  queue.on('error', throttledErrorLog(logger, 'import queue error'));
  metrics.watch({
    kind: 'queue',
    queue: IMPORT_QUEUE_NAME,
    read: () => queue.getJobCounts(...WATCHED_STATES),
  });
  const enqueue = async (jobId: number) => {
    await queue.add('import', { jobId }, { jobId: `import-${jobId}` });
  };

  let closing = false;
  const worker = deps
    ? new Worker<{ jobId: number }>(
        IMPORT_QUEUE_NAME,
        (job) => {
          metrics.jobWait(IMPORT_QUEUE_NAME, waitedSeconds(job));
          return timedJob(metrics, IMPORT_QUEUE_NAME, 'import', () =>
            runImportJob(deps, job.data.jobId, () => closing),
          );
        },
        {
          connection,
          prefix,
          concurrency: 1,
          telemetry: jobTelemetry(),
        },
      )
    : undefined;
  worker?.on('failed', (job, error) =>
    logger.error({ err: error, jobId: job?.data.jobId }, 'import job failed; it is resumed later'),
  );
  worker?.on('error', throttledErrorLog(logger, 'import worker error'));

  let timer: NodeJS.Timeout | undefined;
  if (deps) {
    const resume = () =>
      unfinishedImportJobs(deps.db, deps.clock.now())
        .then((ids) => Promise.all(ids.map(enqueue)))
        .catch((error: unknown) => logger.warn({ err: error }, 'could not queue the unfinished imports'));
    void resume();
    timer = setInterval(() => void resume(), options.resumeEveryMs ?? RESUME_EVERY_MS);
    timer.unref();
  }

  return {
    enqueue,
    async close() {
      closing = true;
      clearInterval(timer);
      await worker?.close();
      await queue.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}

/**
 * A server's runner: with REDIS_URL it only queues (worker.ts connects, see jobs/index.ts), else it connects
 * the imports itself.
 */
export function importRunnerFor(
  deps: ImportDeps & {
    config: { redisUrl?: string | null; queuePrefix?: string | undefined };
    metrics?: Metrics;
  },
): ImportRunner {
  const { config, metrics, ...importDeps } = deps;
  return config.redisUrl
    ? startBullMqImportRunner({
        redisUrl: config.redisUrl,
        prefix: config.queuePrefix,
        logger: deps.logger,
        metrics,
      })
    : startInProcessImportRunner(importDeps, RESUME_EVERY_MS, metrics);
}
