/**
 * The scheduled jobs without the HTTP server (REDIS_URL required): `node packages/api/dist/worker.js`.
 * Refreshes tracked channels' figures and reads their feeds (jobs/); run one or several beside the servers.
 * With METRICS_TOKEN set it also answers /metrics, /livez and /readyz on METRICS_PORT (workerProcess.ts); with
 * OTEL_EXPORTER_OTLP_ENDPOINT set, its jobs are traced.
 */
import { loadConfig } from './config.js';

async function main() {
  const config = loadConfig();
  // Tracing first, before the modules it wraps are loaded (see server.ts); unset, none of its SDK is loaded.
  const tracing = config.tracing
    ? await (await import('./observability/tracing.js')).startTracing(config.tracing, 'worker')
    : undefined;
  const { createLogger } = await import('./logger.js');
  const { startWorker } = await import('./workerProcess.js');
  const logger = createLogger(config.logLevel);
  const worker = await startWorker(config, { logger });
  logger.info(
    {
      youtube: worker.youtube,
      node: process.version,
      ...(worker.operatorsUrl && { metrics: `${worker.operatorsUrl}/metrics` }),
    },
    'Channel Countdown worker running the scheduled jobs',
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'worker shutting down: finishing the running job');
    setTimeout(() => {
      logger.error('the running job did not finish within SHUTDOWN_TIMEOUT: exiting');
      process.exit(1);
    }, config.shutdownMs).unref();
    worker
      .close()
      .then(() => tracing?.shutdown())
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
