import type { Server, ServerResponse } from 'node:http';
import { INTERNAL_SERVER_ERROR, matchPage } from '@channel-countdown/contract';
import type { Context, Middleware } from 'koa';
import type { Config } from '../config.js';
import {
  isOperatorPath,
  operatorJson,
  type OperatorAnswer,
  type OperatorEndpoints,
} from '../observability/endpoints.js';
import { secondsSince, type Metrics } from '../observability/metrics.js';
import { API_REFERENCE_PATH } from './apiReference.js';
import { isApiPath } from './apiPath.js';
import { createHttpServer } from './serverTimeouts.js';
import type { AppState } from './state.js';

/** The route label of a request no route answered: one value, whatever the path (bounded cardinality). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route a request is counted under: the API route's pattern (`/api/channels/:id`), the page's
 * (`/channel/:id`), `/assets/*`, an operator's path, or `unmatched`; never the raw path, which would make a
 * series per id.
 */
export function routeLabel(ctx: Context & { state: AppState }): string {
  if (ctx.state.routePattern) return ctx.state.routePattern;
  const { path } = ctx;
  if (isOperatorPath(path)) return path;
  if (isApiPath(path))
    return path === API_REFERENCE_PATH || path.startsWith(`${API_REFERENCE_PATH}/`)
      ? API_REFERENCE_PATH
      : UNMATCHED_ROUTE;
  if (ctx.status === 404) return UNMATCHED_ROUTE;
  if (path.startsWith('/assets/')) return '/assets/*';
  if (path === '/') return '/';
  return matchPage(path)?.page.path ?? 'static';
}

/** Counts a request by method, route pattern and status, with its time since `started` (performance.now()). */
export function countRequest(metrics: Metrics, ctx: Context & { state: AppState }, started: number): void {
  metrics.httpRequest(ctx.method, routeLabel(ctx), ctx.status, secondsSince(started));
}

/** Times every request and counts it (countRequest). */
export function httpMetrics(metrics: Metrics): Middleware<AppState> {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      countRequest(metrics, ctx, started);
    }
  };
}

/** /livez, /readyz and /metrics (observability/endpoints.ts) on the app; every other path passes by. */
export function operatorPaths(endpoints: OperatorEndpoints): Middleware<AppState> {
  return async (ctx, next) => {
    if (!isOperatorPath(ctx.path)) return next();
    const answer = await endpoints(ctx.method, ctx.path, ctx.get('Authorization') || undefined);
    if (!answer) return next();
    ctx.status = answer.status;
    ctx.set(answer.headers);
    ctx.type = answer.contentType;
    ctx.body = answer.body;
  };
}

/**
 * A listener of its own for a process that serves no HTTP otherwise (the worker): /livez, /readyz and
 * /metrics on `port`, with the server's timeouts; every other path is a JSON 404. Resolves once listening.
 */
export async function listenForOperators(
  endpoints: OperatorEndpoints,
  { host, port, timeouts }: { host: string; port: number; timeouts: Config['http'] },
): Promise<Server> {
  const send = (res: ServerResponse, head: boolean, answer: OperatorAnswer) => {
    res.writeHead(answer.status, {
      ...answer.headers,
      'Content-Type': answer.contentType,
      'Content-Length': Buffer.byteLength(answer.body),
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(head ? undefined : answer.body);
  };
  const server = createHttpServer((req, res) => {
    const method = req.method ?? 'GET';
    let path: string;
    try {
      path = new URL(req.url ?? '/', 'http://worker').pathname;
    } catch {
      path = '';
    }
    endpoints(method, path, req.headers.authorization).then(
      (answer) => send(res, method === 'HEAD', answer ?? operatorJson(404, { message: 'Not Found' })),
      () => send(res, method === 'HEAD', operatorJson(500, { message: INTERNAL_SERVER_ERROR })),
    );
  }, timeouts);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
