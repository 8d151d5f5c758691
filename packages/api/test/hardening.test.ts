import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { contentSecurityPolicyDirectives } from '../src/http/securityHeaders.js';
import { serveSpa } from '../src/http/spa.js';
import { databases } from './support/databases.js';
import { createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

/** A raw request, for what fetch will not send (chunked bodies, a lying Content-Length). */
function rawRequest(url: string, options: http.RequestOptions, chunks: string[] = []) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(url, options, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      request.on('error', reject);
      for (const chunk of chunks) request.write(chunk);
      request.end();
    },
  );
}

describe.each(databases)('hardening on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      env: {
        FIREBASE_PROJECT_ID: 'cc-csp',
        FIREBASE_API_KEY: 'k',
        FIREBASE_AUTH_DOMAIN: 'cc-csp.firebaseapp.com',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('security headers', () => {
    it('are on every answer: success, 401, 404 and a refused request', async () => {
      const answers = [
        await t.client().get(paths.health),
        await t.client().get(paths.user),
        await t.client().get('/api/unknown'),
        await t.client().request('POST', paths.login, 'username=a', {
          'content-type': 'application/x-www-form-urlencoded',
        }),
      ];
      for (const response of answers) {
        // Opened as a page, an answer loads and runs nothing.
        expect(response.headers.get('content-security-policy')).toBe(
          "default-src 'none';frame-ancestors 'none';sandbox",
        );
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('x-frame-options')).toBe('DENY');
        expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(response.headers.get('strict-transport-security')).toBeNull();
        // What only a page's behaviour needs is left to the pages.
        expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
        expect(response.headers.get('permissions-policy')).toBeNull();
      }
    });

    it("are the page's set on anything outside the API", async () => {
      const page = await t.client().get('/dashboard');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(page.headers.get('permissions-policy')).toContain('camera=()');
      expect(page.headers.get('cache-control')).not.toBe('no-store');
    });

    it('allow the Firebase popup: Google loader script, the auth domain frame, the identity APIs', async () => {
      const csp = (await t.client().get('/dashboard')).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' https:\/\/apis\.google\.com(;|$)/);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/cc-csp\.firebaseapp\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/identitytoolkit\.googleapis\.com/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/securetoken\.googleapis\.com/);
      expect(csp).toContain("object-src 'none'");
      // The configured YouTube (here the local fake, over http) may show its thumbnails.
      expect(csp).toMatch(
        new RegExp(`img-src [^;]*${new URL(t.fake.url).origin.replace(/\./g, '\\.')}(;| )`),
      );
      expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    });

    it("show the configured YouTube origins' images (the demo's fake over http), and no other http image", () => {
      const imgSrc = contentSecurityPolicyDirectives({
        imageOrigins: ['http://127.0.0.1:4010', 'http://127.0.0.1:4010', 'https://www.youtube.com'],
      })['img-src'];
      expect(imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:4010']);
      expect(contentSecurityPolicyDirectives({})['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    });

    it('let the browser reach the Auth emulator only when one is configured', () => {
      expect(JSON.stringify(contentSecurityPolicyDirectives({}))).not.toContain('9099');
      expect(
        contentSecurityPolicyDirectives({ emulatorUrl: 'http://127.0.0.1:9099' })['connect-src'],
      ).toContain('http://127.0.0.1:9099');
    });
  });

  describe('content type and origin of state-changing calls', () => {
    it.each([
      ['text/plain', '{"username":"a","password":"b"}'],
      ['application/x-www-form-urlencoded', 'username=a&password=b'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\na\r\n--x--',
      ],
    ])('refuses a %s body with 415 JSON', async (type, body) => {
      const response = await t.client().request('POST', paths.login, body, { 'content-type': type });
      expect(response).toMatchObject({
        status: 415,
        body: { message: 'Content-Type must be application/json' },
      });
    });

    it('refuses a body sent without any content type', async () => {
      const url = new URL(paths.login, t.url);
      const response = await rawRequest(url.href, { method: 'POST', headers: { 'content-length': '2' } }, [
        '{}',
      ]);
      expect(response.status).toBe(415);
      expect(JSON.parse(response.body)).toEqual({ message: expect.any(String) });
    });

    it('refuses a call from another origin with 403, and accepts its own origin', async () => {
      // fetch drops a hand-set Origin header, as a browser would: send it raw.
      await createUser(t.db, { username: 'origin_user' });
      const body = JSON.stringify({ username: 'origin_user', password: DEFAULT_PASSWORD });
      const login = (origin: string) =>
        rawRequest(
          new URL(paths.login, t.url).href,
          { method: 'POST', headers: { 'content-type': 'application/json', origin } },
          [body],
        );
      const foreign = await login('https://evil.example');
      expect(foreign.status).toBe(403);
      expect(JSON.parse(foreign.body)).toEqual({ message: 'Cross-origin request refused' });
      expect(foreign.headers['set-cookie']).toBeUndefined();
      expect((await login('null')).status).toBe(403);
      expect((await login(t.url.replace('127.0.0.1', 'localhost'))).status).toBe(403);
      expect((await login(t.url)).status).toBe(200);
    });

    it('lets a body-less DELETE through without a content type (as the client sends it)', async () => {
      const response = await t.client().request('DELETE', paths.timer(123_456));
      expect(response.status).toBe(401);
    });

    it('does not apply to reads', async () => {
      const response = await t.client().request('GET', paths.health, undefined, {
        origin: 'https://evil.example',
        'content-type': 'text/plain',
      });
      expect(response.status).toBe(200);
    });
  });

  describe('body size limit', () => {
    it('refuses a body over 64 KiB by its Content-Length with 413 JSON', async () => {
      const response = await t.client().post(paths.login, { username: 'x'.repeat(70_000), password: 'y' });
      expect(response).toMatchObject({ status: 413, body: { message: 'Request body is too large' } });
    });

    it('refuses a chunked body once it passes the limit with 413 JSON', async () => {
      const url = new URL(paths.login, t.url);
      const chunk = 'x'.repeat(16 * 1024);
      const response = await rawRequest(
        url.href,
        { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } },
        ['{"username":"', chunk, chunk, chunk, chunk, chunk, '","password":"y"}'],
      );
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body)).toEqual({ message: 'Request body is too large' });
    });

    it('accepts a body just under the limit', async () => {
      const response = await t.client().post(paths.login, { username: 'x'.repeat(60_000), password: 'y' });
      expect(response.status).toBe(401);
    });
  });

  describe('sessions', () => {
    it('gets a new session id at sign-in', async () => {
      await createUser(t.db, { username: 'fixation' });
      const client = t.client();
      await client.post(paths.login, { username: 'fixation', password: DEFAULT_PASSWORD });
      const first = client.cookies.get('cc.sid');
      await client.post(paths.login, { username: 'fixation', password: DEFAULT_PASSWORD });
      expect(client.cookies.get('cc.sid')).not.toBe(first);
      const oldSession = first ? await t.db('sessions').where({ id: first }).first() : undefined;
      expect(oldSession).toBeUndefined();
    });
  });
});

describe('production configuration', () => {
  it('refuses to start without SESSION_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/cc-never' })).toThrow(/SESSION_SECRET/);
  });

  it('refuses to start with the Auth emulator variable', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(32),
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('sends Strict-Transport-Security and a secure cookie in production', async () => {
    const { createApp } = await import('../src/app.js');
    const { createTestDatabase } = await import('./support/databases.js');
    const { ManualClock } = await import('../src/clock.js');
    const database = await createTestDatabase('sqlite');
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      DATA_DIR: database.dataDir,
      LOG_LEVEL: 'silent',
    });
    const app = createApp({
      db: database.db,
      youtube: { name: 'none', lookup: async () => Promise.reject(new Error('unused')) },
      clock: new ManualClock(),
      config,
    });
    const hostDist = mkdtempSync(path.join(tmpdir(), 'cc-spa-'));
    writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><div id="root"></div>');
    app.use(serveSpa(hostDist));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}${paths.health}`);
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      // The SPA's own pages carry the same headers.
      const page = await fetch(`${base}/dashboard`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.drop();
      rmSync(hostDist, { recursive: true, force: true });
    }
  });
});
