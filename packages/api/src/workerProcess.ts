import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { userVersionsFor } from './cache/userVersions.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { createDb } from './db/knex.js';
import { migrateToLatest } from './db/migrations/index.js';
import { listenForOperators } from './http/operators.js';
import { startScheduler } from './jobs/index.js';
import { throttledErrorLog, type Logger } from './logger.js';
import { operatorEndpoints } from './observability/endpoints.js';
import { createMetrics, metricsOff } from './observability/metrics.js';
import { checkReadiness } from './observability/probes.js';
import { watchDatabase } from './observability/sources.js';
import { createRedis } from './redis.js';
import { createChannelProvider, createQuotaMeter } from './youtube/index.js';

export interface RunningWorker {
  /** Where /metrics, /livez and /readyz answer (with METRICS_TOKEN set), e.g. http://127.0.0.1:9464. */
  operatorsUrl: string | undefined;
  /** The YouTube provider's name (youtube-data-api, keyless). */
  youtube: string;
  /** Lets the running job finish, then closes the listener, Redis and the database. */
  close(): Promise<void>;
}

/**
 * A worker: the scheduled jobs and the imports on BullMQ (REDIS_URL required), and, with METRICS_TOKEN set,
 * a listener on METRICS_PORT for the operators' /metrics, /livez and /readyz (a worker serves no other HTTP).
 */
export async function startWorker(
  config: Config,
  options: { logger: Logger; clock?: Clock; prefix?: string },
): Promise<RunningWorker> {
  const { logger, prefix } = options;
  const clock = options.clock ?? systemClock;
  const db = createDb(config);
  await migrateToLatest(db);
  const metrics = config.metrics ? createMetrics({ role: 'worker' }) : metricsOff;
  // The refreshes and reminders here change what the servers' cached reads show: the versions say so.
  const redis = config.redisUrl
    ? createRedis(config.redisUrl, { metrics: { metrics, client: 'app' } })
    : undefined;
  redis?.on('error', throttledErrorLog(logger, 'redis unavailable'));
  const versions = userVersionsFor(redis, config.redisKeyPrefix);
  watchDatabase(metrics, db, { sessions: false });
  const youtube = createChannelProvider(config, clock, {
    quota: createQuotaMeter(db, clock, config.youtube.dailyQuota, config.youtube.userDailyUnits),
    metrics,
  });
  let scheduler: { close(): Promise<void> };
  try {
    scheduler = await startScheduler({ config, db, youtube, clock, logger, versions, metrics }, 'worker', {
      prefix,
    });
  } catch (error) {
    redis?.disconnect();
    await db.destroy();
    throw error;
  }
  let listener: Server | undefined;
  if (config.metrics) {
    const endpoints = operatorEndpoints({
      metrics,
      token: config.metrics.token,
      readiness: () => checkReadiness({ db, redis }),
    });
    listener = await listenForOperators(endpoints, {
      host: config.host,
      port: config.metrics.port,
      timeouts: config.http,
    });
  }
  const address = listener?.address() as AddressInfo | undefined;
  return {
    operatorsUrl: address && `http://${config.host}:${address.port}`,
    youtube: youtube.name,
    async close() {
      if (listener) {
        listener.closeAllConnections();
        await new Promise<void>((resolve) => listener.close(() => resolve()));
      }
      await scheduler.close();
      await redis?.quit();
      await db.destroy();
    },
  };
}
