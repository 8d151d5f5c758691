/**
 * OpenTelemetry traces, exported over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT. Only the entry points
 * (server.ts, worker.ts) load this module, with a dynamic import and only when tracing is configured, before
 * they import the rest of the app: the instrumentations wrap http, knex, pg and ioredis as those are loaded,
 * so with tracing off nothing of the SDK is loaded and nothing is wrapped.
 *
 * Spans: every incoming request (http; /livez, /readyz and /metrics left out) and outgoing one (http, and
 * fetch through undici: the YouTube calls, webhooks), and inside a span (a request, a job) every Knex query
 * (SQLite and PostgreSQL), pg query and Redis command (ioredis): outside one, the migrations at start, the job
 * queues' idle polling and the in-process scheduler's checks would each be a trace of their own every few
 * seconds; and BullMQ's (bullmq-otel): adding a job is a span of whatever added it
 * and running it a span under that one, so a request's trace continues in the worker that runs its job.
 */
import { register } from 'node:module';
import { context, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { KnexInstrumentation } from '@opentelemetry/instrumentation-knex';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { BullMQOtel } from 'bullmq-otel';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import type { Config } from '../config.js';
import { useJobTelemetry } from './jobTelemetry.js';

/** How often the finished spans are sent (in batches of up to 512). */
const EXPORT_EVERY_MS = 1000;

/** Requests an orchestrator or a scraper makes every few seconds: never traced. */
const UNTRACED_PATHS = new Set(['/livez', '/readyz', '/metrics']);

export interface Tracing {
  /** Sends the spans not sent yet, then stops (call before the process exits). */
  shutdown(): Promise<void>;
}

export async function startTracing(
  tracing: NonNullable<Config['tracing']>,
  role: 'server' | 'worker',
): Promise<Tracing> {
  // ES modules are wrapped by import-in-the-middle's loader hook, told which modules to wrap as the
  // instrumentations below ask for them (CommonJS ones through require-in-the-middle).
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': tracing.serviceName ?? `channel-countdown-${role}`,
      'service.instance.id': `${role}-${process.pid}`,
    }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: tracing.tracesUrl }),
        scheduledDelayMillis: EXPORT_EVERY_MS,
      }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(
    new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
  );
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
      }),
      new UndiciInstrumentation(),
      new KnexInstrumentation({ requireParentSpan: true }),
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  useJobTelemetry(new BullMQOtel({ tracerName: 'channel-countdown' }));
  await waitForAllMessagesAcknowledged();
  return {
    async shutdown() {
      await provider.shutdown();
    },
  };
}
