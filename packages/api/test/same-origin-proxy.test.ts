import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { paths } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases.js';
import { createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

/**
 * A host app (Next.js `rewrites`, Vite's dev proxy, nginx) serving the API under its own origin: it passes each
 * call on to the API with the API's Host and says where the call came in through X-Forwarded-Host and
 * X-Forwarded-Proto, as Next's rewrites do. The browser sees one origin, so no CORS is needed and the session
 * cookie stays SameSite=Lax — provided the API trusts the proxy (TRUST_PROXY) and so compares the call's Origin
 * with the forwarded host.
 */
async function startForwardingProxy(target: string): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: {
          ...request.headers,
          host: upstream.host,
          // The proxy says what it knows, replacing whatever the client claimed.
          'x-forwarded-host': request.headers.host,
          'x-forwarded-proto': 'http',
          'x-forwarded-for': request.socket.remoteAddress,
        },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('cc.sid='));

const signIn = (base: string, origin: string, username: string, headers: Record<string, string> = {}) =>
  fetch(new URL(paths.login, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: JSON.stringify({ username, password: DEFAULT_PASSWORD }),
  });

describe.each(databases)('behind a same-origin proxy on %s', (kind) => {
  describe('that the API trusts (TRUST_PROXY=1)', () => {
    let t: TestApp;
    let proxy: Awaited<ReturnType<typeof startForwardingProxy>>;
    beforeAll(async () => {
      t = await startTestApp(kind, { env: { TRUST_PROXY: '1' } });
      await createUser(t.db, { username: 'proxied_user' });
      proxy = await startForwardingProxy(t.url);
    });
    afterAll(async () => {
      await proxy.close();
      await t.close();
    });

    it("signs in from the host's own origin with a SameSite=Lax cookie, and the session reads through the proxy", async () => {
      const response = await signIn(proxy.url, proxy.url, 'proxied_user');
      expect(response.status).toBe(200);
      const cookie = sessionCookie(response);
      expect(cookie).toMatch(/samesite=lax/i);
      expect(cookie).not.toMatch(/;\s*secure/i);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();

      const cookies = response.headers
        .getSetCookie()
        .map((set) => set.split(';')[0])
        .join('; ');
      const me = await fetch(new URL(paths.user, proxy.url), { headers: { cookie: cookies } });
      expect(me.status).toBe(200);
      await expect(me.json()).resolves.toMatchObject({ username: 'proxied_user' });
    });

    it('still refuses a page of another origin calling through the proxy', async () => {
      const response = await signIn(proxy.url, 'https://evil.example', 'proxied_user');
      expect(response.status).toBe(403);
      await expect(response.json()).resolves.toEqual({ message: 'Cross-origin request refused' });
      expect(sessionCookie(response)).toBeUndefined();
    });

    it('ignores a forwarded host the client made up: the proxy replaces it', async () => {
      const response = await signIn(proxy.url, 'https://evil.example', 'proxied_user', {
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      });
      expect(response.status).toBe(403);
    });

    it('grants no page elsewhere the preflight a made-up X-Forwarded-Host would need', async () => {
      // A browser sends a header of its page's choosing cross-site only after a preflight, which no origin
      // outside ALLOWED_ORIGINS is granted; so a page cannot pass its own origin off as the forwarded host.
      const preflight = await fetch(new URL(paths.login, t.url), {
        method: 'OPTIONS',
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-forwarded-host',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    });
  });

  describe('that the API does not trust (TRUST_PROXY unset)', () => {
    let t: TestApp;
    let proxy: Awaited<ReturnType<typeof startForwardingProxy>>;
    beforeAll(async () => {
      t = await startTestApp(kind);
      await createUser(t.db, { username: 'unproxied_user' });
      proxy = await startForwardingProxy(t.url);
    });
    afterAll(async () => {
      await proxy.close();
      await t.close();
    });

    it("refuses the host's origin, since the forwarded host cannot be believed, and says why", async () => {
      const response = await signIn(proxy.url, proxy.url, 'unproxied_user');
      expect(response.status).toBe(403);
      await expect(response.json()).resolves.toEqual({ message: 'Cross-origin request refused' });
      expect(sessionCookie(response)).toBeUndefined();
    });

    it('refuses a forged X-Forwarded-Host sent straight to the API', async () => {
      const response = await signIn(t.url, 'https://evil.example', 'unproxied_user', {
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      });
      expect(response.status).toBe(403);
      expect(sessionCookie(response)).toBeUndefined();
    });
  });
});
