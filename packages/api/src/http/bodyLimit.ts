import type { Middleware } from 'koa';

/**
 * The largest request body the API reads. The biggest legitimate payloads are a 2,000-character note and
 * an ID token of at most 8 KiB, so 64 KiB leaves room without letting a caller make us buffer megabytes.
 * The body parser is given the same limit for bodies that arrive without a Content-Length.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';

/**
 * 413 JSON for a body over the limit: refused from its Content-Length before a byte is read (kept by hand: the body
 * parser and raw-body refuse a body only once they have read past the limit), and for a
 * chunked body, when the body parser gives up at the limit. `larger` names the few routes that take a
 * file ('PUT /api/user/avatar'), with their own limit; their handlers read the body under that limit.
 */
export function bodyLimit(
  maxBytes = BODY_LIMIT_BYTES,
  larger: Readonly<Record<string, number>> = {},
): Middleware {
  return async (ctx, next) => {
    const declared = Number(ctx.get('content-length') || 0);
    if (declared > (larger[`${ctx.method} ${ctx.path}`] ?? maxBytes)) {
      ctx.status = 413;
      ctx.body = { message: BODY_TOO_LARGE_MESSAGE };
      // The body is never read: close the connection rather than draining megabytes.
      ctx.set('Connection', 'close');
      return;
    }
    try {
      await next();
    } catch (error) {
      if ((error as { status?: unknown }).status === 413) {
        ctx.status = 413;
        ctx.body = { message: BODY_TOO_LARGE_MESSAGE };
        return;
      }
      throw error;
    }
  };
}
