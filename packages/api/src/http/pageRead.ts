import type { RequestListener } from 'node:http';
import type Koa from 'koa';
import type { Context } from 'koa';
import inject from 'light-my-request';
import { keptPageReadOf } from './keptReads.js';
import type { PageRead } from './pageRenderer.js';

/**
 * The request headers a page's read carries over from the page's own request: who is asking (the session
 * cookie, the address a trusted proxy saw) and for which site. Nothing that shapes the answer's encoding or
 * caching: the read is JSON, in full.
 */
const CARRIED_HEADERS = [
  'cookie',
  'host',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
];

const handlers = new WeakMap<Koa, RequestListener>();

/**
 * Reads of the API for the page `ctx` asks for, made through the whole app in this process (no socket): the
 * same middleware, session, scoping and caches as the browser's own request for them would meet. A polled read
 * kept for the reader's current version is answered as the browser's poll of it would be, before the chain
 * (http/keptReads.ts), with the kept answer's data.
 */
export function pageReadOf(ctx: Context): PageRead {
  let handler = handlers.get(ctx.app);
  if (!handler) {
    handler = ctx.app.callback() as RequestListener;
    handlers.set(ctx.app, handler);
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of CARRIED_HEADERS) {
    const value = ctx.get(name);
    if (value) headers[name] = value;
  }
  const dispatch = handler;
  const keptRead = keptPageReadOf(ctx.app);
  return async (path) => {
    // A polled read kept for the reader's current version: its data, as the poll of it would be answered.
    const kept = await keptRead?.(ctx, path);
    if (kept) return { status: 200, body: kept.body };
    const response = await inject(dispatch, {
      method: 'GET',
      url: path,
      headers,
      remoteAddress: ctx.req.socket.remoteAddress,
    });
    return response.statusCode === 200
      ? { status: 200, body: response.json() as unknown }
      : { status: response.statusCode };
  };
}
