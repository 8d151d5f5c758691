/**
 * `node packages/api/dist/server.js`: the API server. With OTEL_EXPORTER_OTLP_ENDPOINT set, tracing starts
 * first (observability/tracing.ts), before the app's modules are loaded, so the libraries it wraps are wrapped
 * as they load; unset, none of OpenTelemetry's SDK is loaded. The server itself is serverMain.ts.
 */
import { loadConfig } from './config.js';

try {
  const config = loadConfig();
  const tracing = config.tracing
    ? await (await import('./observability/tracing.js')).startTracing(config.tracing, 'server')
    : undefined;
  const { runServer } = await import('./serverMain.js');
  await runServer(config, { tracing });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
