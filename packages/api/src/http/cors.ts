import cors from '@koa/cors';
import type { Middleware } from 'koa';

/**
 * CORS with credentials (@koa/cors) for the origins of ALLOWED_ORIGINS (config.ts), nothing for any other: a page
 * of an allowed origin may call the API with the user's session cookie and read the answers; a browser on any
 * other page cannot read them, and its writes are refused by originCheck. With no allowed origin nothing is added.
 */
export function crossOriginAccess(allowedOrigins: readonly string[]): Middleware {
  const allowed = new Set(allowedOrigins);
  if (allowed.size === 0) return (_, next) => next();
  return cors({
    origin: (ctx) => (allowed.has(ctx.get('origin')) ? ctx.get('origin') : ''),
    credentials: true,
    allowMethods: 'GET, POST, PUT, PATCH, DELETE',
    // What the features' client sends: JSON bodies and an Accept header (a file upload declares its own type).
    allowHeaders: 'Content-Type, Accept',
    maxAge: 600,
  });
}
