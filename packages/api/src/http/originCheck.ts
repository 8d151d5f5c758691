import type { Context, Middleware } from 'koa';

/**
 * Cross-site request defences for state-changing calls (POST, PUT, PATCH, DELETE), on top of the
 * SameSite=Lax session cookie:
 *  - a body must be declared as JSON. An HTML form can only send urlencoded, multipart or text/plain
 *    bodies, and a cross-site fetch with a JSON body needs a CORS preflight we never grant. A call without a
 *    body (the client's DELETE) may omit the type; any type it declares must still be JSON. → 415
 *  - when the browser says where the call comes from (Origin), it must be this server's own origin or one
 *    of ALLOWED_ORIGINS (whose pages are granted the preflight, http/cors.ts). → 403
 */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'Content-Type must be application/json';
export const FOREIGN_ORIGIN_MESSAGE = 'Cross-origin request refused';

/** True when the request announces a body (a length above zero, or a chunked transfer). */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = Number(headers['content-length'] ?? 0);
  return length > 0 || headers['transfer-encoding'] !== undefined;
}

/** The body types a cross-site form (or a fetch without a CORS preflight) can send. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * The routes that take a file ('PUT /api/user/avatar') accept its own type instead of JSON, but never a
 * type a form can send: any other type needs the preflight we never grant, as JSON does.
 */
const acceptsFileBody = (ctx: Context, files: readonly string[]) =>
  files.includes(`${ctx.method} ${ctx.path}`) &&
  Boolean(ctx.get('content-type')) &&
  ctx.is(FORM_TYPES) === false;

export interface OriginCheckOptions {
  /** Paths that act on a signed token in the URL, not on the session (nothing to forge). */
  exempt?: readonly string[];
  /** 'METHOD /path' of the routes that take a file body. */
  files?: readonly string[];
  /** Other origins whose pages may write (config.allowedOrigins). */
  allowedOrigins?: readonly string[];
}

export function originCheck({
  exempt = [],
  files = [],
  allowedOrigins = [],
}: OriginCheckOptions = {}): Middleware {
  return async (ctx, next) => {
    if (!STATE_CHANGING.has(ctx.method) || exempt.includes(ctx.path)) return next();
    const declaredType = ctx.get('content-type');
    const jsonBody = declaredType ? ctx.is('application/json') !== false : !hasBody(ctx.headers);
    if (!jsonBody && !acceptsFileBody(ctx, files)) {
      ctx.status = 415;
      ctx.body = { message: UNSUPPORTED_MEDIA_TYPE_MESSAGE };
      return;
    }
    const origin = ctx.get('origin');
    // This server's origin as it sees itself (X-Forwarded-* only when TRUST_PROXY is on). Not ctx.origin:
    // since Koa 3 that is the request's Origin header, which would always match.
    if (origin && origin !== `${ctx.protocol}://${ctx.host}` && !allowedOrigins.includes(origin)) {
      ctx.status = 403;
      ctx.body = { message: FOREIGN_ORIGIN_MESSAGE };
      return;
    }
    await next();
  };
}
