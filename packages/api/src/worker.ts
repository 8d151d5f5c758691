/**
 * The scheduled jobs without the HTTP server (REDIS_URL required): `node packages/api/dist/worker.js`.
 * Refreshes tracked channels' figures and reads their feeds (jobs/); run one or several beside the servers.
 */
import { userVersionsFor } from './cache/userVersions.js';
import { systemClock } from './clock.js';
import { loadConfig } from './config.js';
import { createDb } from './db/knex.js';
import { migrateToLatest } from './db/migrations/index.js';
import { startScheduler } from './jobs/index.js';
import { createLogger, throttledErrorLog } from './logger.js';
import { createRedis } from './redis.js';
import { createChannelProvider, createQuotaMeter } from './youtube/index.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = createDb(config);
  await migrateToLatest(db);
  // The refreshes and reminders here change what the servers' cached reads show: the versions say so.
  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  redis?.on('error', throttledErrorLog(logger, 'redis unavailable'));
  const versions = userVersionsFor(redis);
  const youtube = createChannelProvider(config, systemClock, {
    quota: createQuotaMeter(db, systemClock, config.youtube.dailyQuota, config.youtube.userDailyUnits),
  });
  const scheduler = await startScheduler(
    { config, db, youtube, clock: systemClock, logger, versions },
    'worker',
  );
  logger.info(
    { youtube: youtube.name, node: process.version },
    'Channel Countdown worker running the scheduled jobs',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'worker shutting down: finishing the running job');
    scheduler
      .close()
      .then(() => redis?.quit())
      .then(() => db.destroy())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'worker shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
