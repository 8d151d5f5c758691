import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error http_ece ships no types: decrypt(buffer, { version, privateKey, authSecret }) -> Buffer
import ece from 'http_ece';

/** A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291), made here. */
export interface FakeBrowser {
  endpoint: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: string;
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The payload, decrypted with the subscription's private key and auth secret (aes128gcm). */
  payload: unknown;
}

export interface FakePushService {
  /** host:port, for PUSH_ENDPOINT_ALLOWLIST. */
  host: string;
  received: ReceivedPush[];
  /** A new subscription whose endpoint is on this service. */
  browser(name: string): FakeBrowser;
  /** The next answers for a path (e.g. 410 once the browser unsubscribed, 500 to make a retry). */
  answer(path: string, ...statuses: number[]): void;
  close(): Promise<void>;
}

/**
 * A local Web Push service (RFC 8030) on loopback: it takes each push (201 unless told otherwise) and
 * decrypts it with the keys of the subscription it was sent to, as the browser would.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, FakeBrowser>();
  const answers = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const status = answers.get(path)?.shift() ?? 201;
      const browser = browsers.get(path);
      if (status === 201 && browser) {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth,
        }) as Buffer;
        received.push({ path, headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    host,
    received,
    browser(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const path = `/push/${name}`;
      const endpoint = `http://${host}${path}`;
      const browser = {
        endpoint,
        ecdh,
        auth,
        subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey('base64url'), auth } },
      };
      browsers.set(path, browser);
      return browser;
    },
    answer(path, ...statuses) {
      answers.set(path, statuses);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
