import { randomUUID } from 'node:crypto';
import { trace } from '@opentelemetry/api';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../logger.js';
import { routeLabel } from './operators.js';
import type { AppState } from './state.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's id is kept only when it is short and plain, so it cannot forge log lines or bloat them. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(header: string | undefined): string {
  return header && ACCEPTABLE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** A request's id (echoed in X-Request-Id) and when it started, for its log line (logRequest). */
export interface RequestTiming {
  id: string;
  started: bigint;
}

/** The request's id, from its X-Request-Id as sent (`ctx.get`), and its start: now unless given. */
export function requestTiming(ctx: Context, started = process.hrtime.bigint()): RequestTiming {
  return { id: requestIdOf(ctx.get(REQUEST_ID_HEADER) || undefined), started };
}

/** Gives the request its id (requestTiming), in the answer too. */
export function requestStarted(ctx: Context): RequestTiming {
  const timing = requestTiming(ctx);
  ctx.set(REQUEST_ID_HEADER, timing.id);
  return timing;
}

/** Writes the request's line, and with tracing on names its span by its route. */
export function logRequest(logger: Logger, ctx: Context & { state: AppState }, timing: RequestTiming): void {
  const durationMs = Number(process.hrtime.bigint() - timing.started) / 1e6;
  const status = ctx.status;
  const span = trace.getActiveSpan();
  if (span) {
    const route = routeLabel(ctx);
    span.setAttribute('http.route', route);
    span.updateName(`${ctx.method} ${route}`);
  }
  const line = {
    reqId: timing.id,
    method: ctx.method,
    path: ctx.path,
    status,
    durationMs: Math.round(durationMs * 10) / 10,
  };
  if (status >= 500) logger.error(line, 'request');
  else logger.info(line, 'request');
}

/**
 * One structured line per request: id, method, path, status and duration. Only these fields are written:
 * never headers (cookies, tokens), the query string (it may carry tokens) or bodies (passwords). The id is
 * the caller's X-Request-Id when it sends an acceptable one, else a new UUID, and is echoed in the answer
 * so a user's report can be matched to the line. With tracing on, the line carries the request's trace_id
 * (logger.ts), and the request's span is named by its route pattern (`POST /api/channels/import`).
 */
export function requestLog(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const timing = requestStarted(ctx);
    try {
      await next();
    } finally {
      logRequest(logger, ctx, timing);
    }
  };
}
