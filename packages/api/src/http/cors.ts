import type { Middleware } from 'koa';

const METHODS = 'GET, POST, PUT, PATCH, DELETE';
// What the features' client sends: JSON bodies and an Accept header (a file upload declares its own type).
const REQUEST_HEADERS = 'Content-Type, Accept';
const PREFLIGHT_CACHE_SECONDS = '600';

/**
 * CORS with credentials for the origins of ALLOWED_ORIGINS (config.ts), nothing for any other: a page of an
 * allowed origin may call the API with the user's session cookie and read the answers; a browser on any
 * other page cannot read them, and its writes are refused by originCheck. With no allowed origin nothing
 * is added.
 */
export function crossOriginAccess(allowedOrigins: readonly string[]): Middleware {
  const allowed = new Set(allowedOrigins);
  return async (ctx, next) => {
    if (allowed.size === 0) return next();
    // A cache must not hand one origin's answer (with its Allow-Origin) to another.
    ctx.vary('Origin');
    const origin = ctx.get('origin');
    if (!allowed.has(origin)) return next();
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Access-Control-Allow-Credentials', 'true');
    if (ctx.method === 'OPTIONS' && ctx.get('access-control-request-method')) {
      ctx.set('Access-Control-Allow-Methods', METHODS);
      ctx.set('Access-Control-Allow-Headers', REQUEST_HEADERS);
      ctx.set('Access-Control-Max-Age', PREFLIGHT_CACHE_SECONDS);
      ctx.status = 204;
      return;
    }
    await next();
  };
}
