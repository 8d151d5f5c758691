import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers a path: a status (200 by default), or misbehaves. */
export type ReceiverAnswer =
  { status: number } | { redirect: string } | { slowMs: number } | { hugeBytes: number };

export interface FakeReceiver {
  /** host:port, for WEBHOOK_ALLOWED_HOSTS. */
  host: string;
  /** http://host:port */
  url: string;
  received: ReceivedRequest[];
  /** The next answers of a path (each used once), e.g. a 500 to make a retry. */
  answer(path: string, ...answers: ReceiverAnswer[]): void;
  /** Every answer of a path from now on. */
  always(path: string, answer: ReceiverAnswer): void;
  close(): Promise<void>;
}

/**
 * A local receiver on loopback standing in for a webhook endpoint, a Discord or Slack webhook, an ntfy server
 * or Telegram's Bot API: it records each request (method, path, headers, body) and answers as told.
 */
export async function startFakeReceiver(): Promise<FakeReceiver> {
  const queued = new Map<string, ReceiverAnswer[]>();
  const standing = new Map<string, ReceiverAnswer>();
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({
        method: req.method ?? '',
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = queued.get(path)?.shift() ?? standing.get(path) ?? { status: 200 };
      if ('redirect' in answer) res.writeHead(302, { location: answer.redirect }).end();
      else if ('slowMs' in answer) {
        // Headers at once, then the body a byte at a time: only a whole-exchange deadline ends it.
        res.writeHead(200, { 'content-type': 'text/plain' });
        const timer = setInterval(() => res.write('.'), 100);
        setTimeout(() => {
          clearInterval(timer);
          res.end();
        }, answer.slowMs);
        res.on('close', () => clearInterval(timer));
      } else if ('hugeBytes' in answer) {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        res.end(Buffer.alloc(answer.hugeBytes, 120));
      } else res.writeHead(answer.status, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    url: `http://${host}`,
    received,
    answer(path, ...answers) {
      queued.set(path, [...(queued.get(path) ?? []), ...answers]);
    },
    always(path, answer) {
      standing.set(path, answer);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
