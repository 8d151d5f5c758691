import { Queue, Worker, type Job } from 'bullmq';
import type { Clock } from '../clock.js';
import { throttledErrorLog, type Logger } from '../logger.js';
import { metricsOff, type Metrics } from '../observability/metrics.js';
import { createRedis } from '../redis.js';
import { jobTelemetry } from '../observability/jobTelemetry.js';
import { CHANNEL_JOBS_QUEUE, type ChannelJobs } from './channelJobs.js';
import { TICK_MS } from './pacing.js';

export const QUEUE_NAME = CHANNEL_JOBS_QUEUE;
const SCHEDULER_ID = 'channel-data-tick';
/** The name of the scheduler's tick jobs (any job on the queue runs one tick: runOnce). */
export const TICK_JOB = 'tick';

export interface BullMqSchedulerOptions {
  redisUrl: string;
  /** Key prefix in Redis (tests use one of their own). */
  prefix?: string;
  clock: Clock;
  logger: Logger;
  tickMs?: number;
  /** Run the jobs here (the worker process); without it this instance only keeps the schedule registered. */
  jobs?: ChannelJobs;
  /** Called with each job this instance ran (tests count them). */
  onRun?: (job: Job) => void;
  /** The queue's depth (read when scraped), its jobs' waits and its Redis commands. */
  metrics?: Metrics;
}

/** How long a job waited between when it was due and when a worker took it, in seconds. */
export const waitedSeconds = (job: Job, now = Date.now()) =>
  (now - (job.timestamp + (job.opts.delay ?? 0))) / 1000;

/** The states an operator watches a queue's depth by. */
export const WATCHED_STATES = ['waiting', 'delayed', 'active', 'failed'] as const;

export interface BullMqScheduler {
  /** Queues this moment's tick unless some instance already did (one job id per tick slot). */
  trigger(): Promise<void>;
  queue: Queue;
  close(): Promise<void>;
}

/**
 * Several instances on Redis: BullMQ's job scheduler adds a tick job every TICK_MS (registering it again
 * from another instance replaces it, so there is one schedule), and each job is taken by exactly one
 * worker, whichever process it runs in. A failed tick is not retried: the next one takes what is still due.
 */
export async function startBullMqScheduler(options: BullMqSchedulerOptions): Promise<BullMqScheduler> {
  const { redisUrl, prefix, clock, logger, jobs } = options;
  const metrics = options.metrics ?? metricsOff;
  const tickMs = options.tickMs ?? TICK_MS;
  // A worker's blocking reads need a client that waits for Redis instead of failing commands; a server only
  // registers the schedule, and fails fast like its other Redis client so it still starts.
  const connection = createRedis(redisUrl, {
    waitWhileAway: Boolean(jobs),
    metrics: { metrics, client: 'scheduler' },
  });
  connection.on('error', throttledErrorLog(logger, 'redis unavailable (scheduler)'));
  const queue = new Queue(QUEUE_NAME, {
    connection,
    prefix,
    telemetry: jobTelemetry(),
    defaultJobOptions: { removeOnComplete: 100, removeOnFail: 100, attempts: 1 },
  });
  // BullMQ re-emits connection errors on the queue and the worker; unheard, an 'error' event ends the process.
  queue.on('error', throttledErrorLog(logger, 'scheduler queue error'));
  try {
    await queue.upsertJobScheduler(SCHEDULER_ID, { every: tickMs }, { name: TICK_JOB });
  } catch (error) {
    await queue.close().catch(() => undefined);
    connection.disconnect();
    throw error;
  }

  const worker = jobs
    ? new Worker(
        QUEUE_NAME,
        async (job) => {
          metrics.jobWait(QUEUE_NAME, waitedSeconds(job));
          options.onRun?.(job);
          return jobs.runOnce();
        },
        { connection, prefix, concurrency: 1, telemetry: jobTelemetry() },
      )
    : undefined;
  worker?.on('failed', (job, error) => logger.error({ err: error, jobId: job?.id }, 'scheduler job failed'));
  worker?.on('error', throttledErrorLog(logger, 'scheduler worker error'));
  metrics.watch({ kind: 'queue', queue: QUEUE_NAME, read: () => queue.getJobCounts(...WATCHED_STATES) });

  return {
    queue,
    async trigger() {
      const slot = Math.floor(clock.now().getTime() / tickMs);
      await queue.add(TICK_JOB, {}, { jobId: `${TICK_JOB}-${slot}` });
    },
    async close() {
      await worker?.close();
      await queue.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
