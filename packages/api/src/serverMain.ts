import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeApp, createApp } from './app.js';
import { userVersionsFor } from './cache/userVersions.js';
import { fileOffsetClock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { createDb } from './db/knex.js';
import { migrateToLatest } from './db/migrations/index.js';
import { pruneExpiredSessions } from './sessions/prune.js';
import { loadPageRenderer } from './http/pageRenderer.js';
import { pageInlineScripts, serveSpa } from './http/spa.js';
import { startScheduler } from './jobs/index.js';
import { createLogger } from './logger.js';
import { createMetrics, metricsOff } from './observability/metrics.js';
import type { Tracing } from './observability/tracing.js';
import { createRedis } from './redis.js';
import { createChannelProvider, createQuotaMeter } from './youtube/index.js';
import { createHttpServer } from './http/serverTimeouts.js';

const SESSION_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** packages/host/dist and its server renderer, found from this file whether it runs from src (tsx) or dist (node). */
const hostDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../host/dist');
const hostRenderer = path.resolve(hostDist, '../dist-server/entry-server.js');

/**
 * The API server (server.ts starts it, after tracing when configured): config → migrate → createApp → serve the
 * host's dist (SPA fallback) → listen; SIGTERM and SIGINT shut it down gracefully.
 */
export async function runServer(config: Config, { tracing }: { tracing?: Tracing } = {}): Promise<void> {
  const logger = createLogger(config.logLevel);
  const db = createDb(config);
  const clock = config.testClockFile ? fileOffsetClock(config.testClockFile) : systemClock;
  await migrateToLatest(db);
  // This process's metrics (METRICS_TOKEN set), shared by the app, its jobs, YouTube and the renderer.
  const metrics = config.metrics ? createMetrics({ role: 'server' }) : metricsOff;

  const youtube = createChannelProvider(config, clock, {
    quota: createQuotaMeter(db, clock, config.youtube.dailyQuota, config.youtube.userDailyUnits),
    metrics,
  });
  // One Redis client for the app (sessions, request limits) and the users' data versions, which the jobs
  // run here without Redis share with the app (with it, every instance and worker shares them).
  const redis = config.redisUrl
    ? createRedis(config.redisUrl, { metrics: { metrics, client: 'app' } })
    : undefined;
  const versions = userVersionsFor(redis, config.redisKeyPrefix);
  const hostBuilt = existsSync(hostDist);
  const renderer = hostBuilt ? await loadPageRenderer(hostRenderer) : undefined;
  const app = createApp({
    db,
    youtube,
    clock,
    config,
    logger,
    redis,
    versions,
    metrics,
    renderer: renderer ? 'loaded' : 'absent',
    pageScripts: pageInlineScripts(hostDist),
  });
  // Channel figures and feeds on a schedule: here without Redis, in worker.ts with it (jobs/index.ts).
  const scheduler = await startScheduler({ config, db, youtube, clock, logger, versions, metrics }, 'server');
  // Expired database sessions are deleted at start and every hour (Redis expires its own).
  const prune = () =>
    pruneExpiredSessions(db).catch((error: unknown) => logger.warn({ err: error }, 'session pruning failed'));
  if (!config.redisUrl) {
    void prune();
    setInterval(prune, SESSION_PRUNE_INTERVAL_MS).unref();
  }
  if (config.isProduction && !config.trustProxy) {
    logger.warn(
      'NODE_ENV=production sends the session cookie over HTTPS only, and this server speaks plain HTTP: ' +
        'put it behind a TLS proxy and set TRUST_PROXY, or sign-ins are refused with 403',
    );
  }
  if (hostBuilt) app.use(serveSpa(hostDist, { renderer, logger, metrics }));
  else logger.warn({ hostDist }, 'host build not found: serving the API only (run npm run build)');

  const server: Server = createHttpServer(app.callback(), config.http).listen(
    config.port,
    config.host,
    () => {
      logger.info(
        {
          url: `http://${config.host}:${config.port}`,
          database: config.databaseUrl ? 'postgresql' : 'sqlite',
          youtube: config.youtube.apiKey ? 'data-api' : 'keyless',
          node: process.version,
        },
        'Channel Countdown listening',
      );
    },
  );

  /**
   * Graceful shutdown: stop accepting connections, let in-flight requests finish (idle keep-alive
   * connections are closed so they cannot start new ones), then close Redis and the database and exit 0.
   * A request still running after SHUTDOWN_TIMEOUT (config.shutdownMs) is cut off and the exit code is 1.
   */
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('in-flight requests still running after the grace period: closing them');
      server.closeAllConnections();
      process.exit(1);
    }, config.shutdownMs).unref();
    // A keep-alive connection goes idle once its response is sent; close it then rather than wait.
    const sweep = setInterval(() => server.closeIdleConnections(), 100).unref();
    server.close(async () => {
      clearInterval(sweep);
      try {
        await scheduler.close();
        await closeApp(app);
        await redis?.quit();
        await db.destroy();
        await tracing?.shutdown();
        logger.info('shut down cleanly');
        clearTimeout(force);
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
