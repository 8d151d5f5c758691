import { createHash, timingSafeEqual } from 'node:crypto';
import type { Metrics } from './metrics.js';
import type { Readiness } from './probes.js';

/** The operators' paths, outside /api: answered by the API server and by a worker's metrics listener. */
export const LIVEZ_PATH = '/livez';
export const READYZ_PATH = '/readyz';
export const METRICS_PATH = '/metrics';
const OPERATOR_PATHS = new Set([LIVEZ_PATH, READYZ_PATH, METRICS_PATH]);

/** An operator's path as asked, with or without one trailing slash ('/metrics/' is '/metrics'). */
const operatorPath = (path: string): string =>
  path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;

export const isOperatorPath = (path: string): boolean => OPERATOR_PATHS.has(operatorPath(path));

export const METRICS_TOKEN_MISSING =
  'Metrics need the metrics token: send it as "Authorization: Bearer <METRICS_TOKEN>".';
export const METRICS_TOKEN_WRONG = 'The metrics token is not valid.';
export const METHOD_NOT_ALLOWED = 'Only GET and HEAD are allowed here.';

/** An answer of an operator's path: its status, headers and body (JSON, or the metrics' text). */
export interface OperatorAnswer {
  status: number;
  contentType: string;
  body: string;
  headers: Record<string, string>;
}

export interface OperatorEndpointsDeps {
  /** This process's metrics, and the token a scrape must send; no token (or metrics off) = /metrics is a 404. */
  metrics: Metrics;
  token: string | undefined;
  readiness: () => Promise<Readiness>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `authorization` is `Bearer <token>`: compared as SHA-256 digests with timingSafeEqual, so the time
 * taken says nothing of how much of a guess matched, nor of the token's length.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(authorization ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

export const operatorJson = (
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): OperatorAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(value),
  headers: { 'Cache-Control': 'no-store', ...headers },
});

/**
 * The answer for an operator's path (undefined for any other path): `/livez` 200 while the process
 * answers; `/readyz` 200 or 503 with each check; `/metrics` the Prometheus exposition for the bearer of
 * the token, 401 for anyone else, 404 while metrics are off. Only GET and HEAD (405 otherwise).
 */
export function operatorEndpoints(deps: OperatorEndpointsDeps) {
  const token = deps.metrics.enabled ? deps.token : undefined;
  return async (
    method: string,
    asked: string,
    authorization: string | undefined,
  ): Promise<OperatorAnswer | undefined> => {
    if (!isOperatorPath(asked)) return undefined;
    const path = operatorPath(asked);
    if (path === METRICS_PATH && token === undefined) return operatorJson(404, { message: 'Not Found' });
    if (method !== 'GET' && method !== 'HEAD')
      return operatorJson(405, { message: METHOD_NOT_ALLOWED }, { Allow: 'GET, HEAD' });
    if (path === LIVEZ_PATH) return operatorJson(200, { status: 'ok' });
    if (path === READYZ_PATH) {
      const readiness = await deps.readiness();
      return operatorJson(readiness.status === 'ok' ? 200 : 503, readiness);
    }
    if (!bearerMatches(authorization, token!)) {
      return operatorJson(
        401,
        { message: authorization ? METRICS_TOKEN_WRONG : METRICS_TOKEN_MISSING },
        { 'WWW-Authenticate': 'Bearer realm="metrics"' },
      );
    }
    const { contentType, body } = await deps.metrics.scrape();
    return { status: 200, contentType, body, headers: { 'Cache-Control': 'no-store' } };
  };
}

export type OperatorEndpoints = ReturnType<typeof operatorEndpoints>;
