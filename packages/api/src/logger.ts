import { trace } from '@opentelemetry/api';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * The active span's ids on every line logged inside one (a request, a job), so a log line leads to its trace;
 * nothing without one. OpenTelemetry's API alone: without tracing configured there is never a span.
 */
export function traceFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * JSON lines on stdout (or `destination`, for tests). Request lines carry only chosen fields (see
 * http/requestLog.ts); the redaction is the second line of defence for anything logged with a request,
 * a header set or a credential by mistake. A line logged inside a traced span carries trace_id and span_id.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    mixin: traceFields,
    redact: {
      paths: [
        'password',
        '*.password',
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        'idToken',
        '*.idToken',
        'token',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * An 'error' listener that logs the first error at once, then at most one line every `intervalMs` saying how many
 * it left out: a Redis outage logs a line every 10 seconds, not one for each reconnect attempt (ten a second for
 * each client, its BullMQ queue and its worker).
 */
export function throttledErrorLog(
  logger: Logger,
  message: string,
  { intervalMs = 10_000, now = Date.now }: { intervalMs?: number; now?: () => number } = {},
): (error: Error) => void {
  let loggedAt = -Infinity;
  let leftOut = 0;
  return (error) => {
    if (now() - loggedAt < intervalMs) {
      leftOut += 1;
      return;
    }
    logger.warn({ err: error, ...(leftOut > 0 && { leftOut }) }, message);
    loggedAt = now();
    leftOut = 0;
  };
}
