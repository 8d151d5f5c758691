/**
 * The scheduled jobs without the HTTP server (REDIS_URL required): `node packages/api/dist/worker.js`.
 * Refreshes tracked channels' figures and reads their feeds (jobs/); run one or several beside the servers.
 * With METRICS_TOKEN set it also answers /metrics, /livez and /readyz on METRICS_PORT (workerProcess.ts).
 */
import { loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { startWorker } from './workerProcess.js';

async function main() {
  const config = loadConfig();
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
    worker
      .close()
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
