import type { UserVersions } from '../cache/userVersions.js';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../observability/metrics.js';
import { sendersFor } from '../notify/senders.js';
import type { ChannelProvider } from '../youtube/index.js';
import { startBullMqScheduler } from './bullmq.js';
import { createChannelJobs, type ChannelJobs } from './channelJobs.js';
import { startBullMqImportRunner } from './importRunner.js';
import { startInProcessScheduler } from './inProcess.js';

export { createChannelJobs, type ChannelJobs } from './channelJobs.js';
export { startBullMqScheduler, TICK_JOB } from './bullmq.js';

export interface SchedulerDeps {
  config: Config;
  db: Db;
  youtube: ChannelProvider;
  clock: Clock;
  logger: Logger;
  /** The users' data versions the app of this process reads through (cache/userVersions.ts). */
  versions: UserVersions;
  /** This process's metrics: job runs, queue depths and waits, feeds read, deliveries attempted. */
  metrics?: Metrics;
}

export interface SchedulerOptions {
  /** Key prefix of the queues in Redis (tests use one of their own); absent = JOB_QUEUE_PREFIX. */
  prefix?: string;
}

/** The channel-data jobs as config.ts describes them. */
export function channelJobsFor(deps: SchedulerDeps): ChannelJobs {
  const { config } = deps;
  return createChannelJobs({
    ...deps,
    refreshIntervalMs: config.schedule.channelRefreshMs,
    feedPollIntervalMs: config.schedule.feedPollMs,
    dailyQuota: config.youtube.dailyQuota,
    webBaseUrl: config.youtube.webBaseUrl,
    delivery: {
      senders: sendersFor(config),
      publicUrl: config.publicUrl,
      sessionKeys: config.sessionKeys,
      webhooks: config.webhooks,
    },
  });
}

/**
 * Where the scheduled jobs run. Without REDIS_URL: in the one server process, on a timer. With it: on
 * BullMQ, run by the worker process(es) (`role: 'worker'`, worker.ts); a server only keeps the schedule
 * registered, so any number of either may run.
 */
export async function startScheduler(
  deps: SchedulerDeps,
  role: 'server' | 'worker',
  options: SchedulerOptions = {},
): Promise<{ close(): Promise<void> }> {
  const { config, clock, logger, metrics } = deps;
  const prefix = options.prefix ?? config.queuePrefix;
  if (!config.redisUrl) {
    if (role === 'worker')
      throw new Error('The worker runs the BullMQ jobs: set REDIS_URL (without it the server runs them)');
    const inProcess = startInProcessScheduler(channelJobsFor(deps), logger);
    return { close: () => inProcess.stop() };
  }
  const queueOptions = { redisUrl: config.redisUrl, prefix, clock, logger, metrics };
  if (role === 'worker') {
    const scheduler = await startBullMqScheduler({ ...queueOptions, jobs: channelJobsFor(deps) });
    // The channel imports the servers queue (routes/import) are connected here too.
    const imports = startBullMqImportRunner({
      redisUrl: config.redisUrl,
      prefix,
      logger,
      metrics,
      deps: { db: deps.db, youtube: deps.youtube, clock, logger, versions: deps.versions },
    });
    return {
      close: async () => {
        await imports.close();
        await scheduler.close();
      },
    };
  }
  // Registered in the background: a server whose Redis is away still starts and serves (requests needing
  // Redis answer 503), and the worker registers the same schedule, so nothing is lost meanwhile.
  let registered: { close(): Promise<void> } | null = null;
  startBullMqScheduler(queueOptions).then(
    (scheduler) => {
      registered = scheduler;
    },
    (error: unknown) => logger.error({ err: error }, 'could not register the scheduled jobs in Redis'),
  );
  return { close: async () => registered?.close() };
}
