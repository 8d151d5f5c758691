import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small reverse proxy for the local cluster (`npm run cluster`), standing in for compose.yaml's Caddy:
 * round robin over the API servers, X-Forwarded-For/-Proto/-Host added (the servers run with TRUST_PROXY=1),
 * and a request that could not reach a server sent to the next one, as Caddy's lb_retries does: the
 * connection was refused (the server is restarting), or a kept-alive connection was closed by the server as
 * the request went out (it was idle, so the server never read the request). Bodies are read whole first so
 * they can be sent again (up to 1 MiB, the app's largest body is well below).
 */
export interface RoundRobinProxy {
  url: string;
  /** Requests sent to another server because one could not be reached. */
  retried(): number;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

export async function startRoundRobinProxy(options: {
  port: number;
  host?: string;
  /** The servers' base URLs, e.g. http://127.0.0.1:4501. */
  upstreams: string[];
}): Promise<RoundRobinProxy> {
  const { upstreams } = options;
  const host = options.host ?? '127.0.0.1';
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  let retries = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        res
          .writeHead(413, { 'Content-Type': 'application/json' })
          .end('{"message":"Request body too large."}');
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers = forwardable(req.headers);
      const client = req.socket.remoteAddress ?? '';
      const previous = req.headers['x-forwarded-for'];
      headers['x-forwarded-for'] = previous ? `${String(previous)}, ${client}` : client;
      headers['x-forwarded-proto'] = 'http';
      headers['x-forwarded-host'] = req.headers.host ?? '';
      headers['content-length'] = String(body.length);
      const first = next++ % upstreams.length;

      const attempt = (tried: number) => {
        const target = new URL(req.url ?? '/', upstreams[(first + tried) % upstreams.length]);
        const upstream = request(target, { method: req.method, headers, agent }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
          answer.pipe(res);
        });
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          const unreached =
            error.code === 'ECONNREFUSED' || (upstream.reusedSocket && error.code === 'ECONNRESET');
          if (unreached && !res.headersSent && tried + 1 < upstreams.length * 2) {
            retries += 1;
            // Every server refused: wait a little for one to be back before the second round.
            const delay = tried + 1 >= upstreams.length ? 100 : 0;
            setTimeout(() => attempt(tried + 1), delay);
            return;
          }
          if (!res.headersSent)
            res
              .writeHead(502, { 'Content-Type': 'application/json' })
              .end('{"message":"No server could answer."}');
          else res.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    retried: () => retries,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
