import { createServer, type RequestListener, type Server } from 'node:http';
import type { Config } from '../config.js';

/** How often Node checks the headers and request timeouts of open requests (its default, 30 s, lets them run late). */
const TIMEOUT_CHECK_MS = 1000;

/**
 * The HTTP server with its timeouts. Node's keeps a connection that sends nothing open for ever by default, and
 * enough of them exhaust the process's file descriptors. Here a connection is closed after `idleMs` without a
 * byte either way (before its first request, between requests, or mid-request); a request whose headers take
 * longer than `headersMs`, or whose whole body longer than `requestMs`, is answered 408 and closed. A kept-alive
 * connection waits 5 s for its next request (Node's default, stated so a proxy in front can be set longer).
 */
export function createHttpServer(
  listener: RequestListener,
  { idleMs, headersMs, requestMs }: Config['http'],
): Server {
  const server = createServer(
    {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      keepAliveTimeout: 5000,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    listener,
  );
  server.setTimeout(idleMs, (socket) => socket.destroy());
  return server;
}
