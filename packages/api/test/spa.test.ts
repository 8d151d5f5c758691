import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import { paths } from '@channel-countdown/contract';
import { SESSION_COOKIE } from '../src/http/session.js';
import { pageInlineScripts, serveSpa } from '../src/http/spa.js';
import { createKeylessProvider } from '../src/youtube/index.js';
import { TestClient } from './support/client.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';

/** A script the page carries in itself, as the host's build writes one into index.html. */
const EARLY_SCRIPT = "document.documentElement.dataset.early='';";

/** A chunk large enough to be worth compressing. */
const CHUNK = `export const words = ${JSON.stringify('countdown '.repeat(200))};\n`;

describe('serving the built host', () => {
  let database: TestDatabase;
  let server: Server;
  let client: TestClient;
  const dist = mkdtempSync(path.join(tmpdir(), 'cc-dist-'));

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><head><script>${EARLY_SCRIPT}</script></head><div id="root"></div>`,
    );
    // The build's manifest names the catalog chunk of each language but English, whose texts are in the code.
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        '../features/src/locales/es.po': { file: 'assets/c-es222.js', isDynamicEntry: true },
        'src/main.tsx': { file: 'assets/app-abc123.js', isEntry: true },
      }),
    );
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
    // As the host's build leaves a chunk: beside its Brotli and gzip forms. Each form ends in its own comment
    // here, so a test can tell the file sent from the same text compressed on the fly.
    writeFileSync(path.join(dist, 'assets', 'c-def456.js'), CHUNK);
    writeFileSync(path.join(dist, 'assets', 'c-def456.js.br'), brotliCompressSync(`${CHUNK}// br`));
    writeFileSync(path.join(dist, 'assets', 'c-def456.js.gz'), gzipSync(`${CHUNK}// gz`));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    database = await createTestDatabase('sqlite');
    const app = createApp({
      db: database.db,
      youtube: createKeylessProvider({ webBaseUrl: 'http://127.0.0.1:9' }),
      clock: new ManualClock(),
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir }),
      pageScripts: pageInlineScripts(dist),
    });
    app.use(serveSpa(dist));
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    client = new TestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves static files, with long caching for hashed assets', async () => {
    const asset = await client.get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('sends a file compressed at build time in the encoding the client accepts', async () => {
    const brotli = await client.request('GET', '/assets/c-def456.js', undefined, {
      'accept-encoding': 'br, gzip',
    });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.body).toBe(`${CHUNK}// br`);

    const gzip = await client.request('GET', '/assets/c-def456.js', undefined, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.body).toBe(`${CHUNK}// gz`);

    const plain = await client.request('GET', '/assets/c-def456.js', undefined, {
      'accept-encoding': 'identity',
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body).toBe(CHUNK);
  });

  it.each(['/', '/dashboard', '/timers', '/blogs/3', '/no/such/page'])(
    'answers %s with the app (SPA fallback)',
    async (route) => {
      const page = await client.get(route);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain('<div id="root">');
    },
  );

  it.each(['/blogs/1.5', '/a/b.c/d', '/no/such/page'])(
    'answers the page (or no file) %s with the app, which draws it or its not-found screen',
    async (route) => {
      const page = await client.get(route);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');
    },
  );

  it('names the reads a page makes as it opens, as preloads that the app fetches reuse', async () => {
    const preloads = (link: string | null) =>
      (link ?? '').split(', ').map((entry) => {
        expect(entry).toMatch(/; rel=preload; as=fetch; crossorigin=use-credentials$/);
        return entry.slice(1, entry.indexOf('>'));
      });
    const signedOut = await client.get('/dashboard');
    expect(preloads(signedOut.headers.get('link'))).toEqual([paths.user]);

    const withSession = { cookie: `${SESSION_COOKIE}=any` };
    const dashboard = await client.request('GET', '/', undefined, withSession);
    expect(preloads(dashboard.headers.get('link'))).toEqual([
      paths.user,
      paths.notifications,
      paths.settings,
      paths.channels,
      paths.dashboardStats,
      paths.groups,
    ]);
    // Who reads is not known from the cookie alone: an administrator's page announces only what every
    // signed-in reader may read (a plain user would be refused the stats; an administrator gets it drawn).
    const admin = await client.request('GET', '/admin', undefined, withSession);
    expect(preloads(admin.headers.get('link'))).toEqual([paths.user, paths.notifications, paths.settings]);
    const unknownPage = await client.request('GET', '/no/such/page', undefined, withSession);
    expect(preloads(unknownPage.headers.get('link'))).toEqual([paths.user]);
    // Files are no pages: nothing to announce.
    expect((await client.get('/favicon.svg')).headers.get('link')).toBeNull();
  });

  it("fetches the page's catalog beside the entry, and no other language's", async () => {
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    // An English page has none to fetch: its texts come with the code that shows them.
    const english = await client.get('/timers');
    expect(preloaded(english.body)).toEqual([]);
    const spanish = await client.request('GET', '/timers', undefined, {
      'accept-language': 'es-ES,es;q=0.9',
    });
    expect(preloaded(spanish.body)).toEqual(['/assets/c-es222.js']);
    // The manifest itself is not served.
    expect((await client.get('/.vite/manifest.json')).status).toBe(404);
  });

  it.each(['/assets/nope.js', '/foo.png', '/foo.html', '/favicon.ico', '/channel/UC.x', '/.well-known/x'])(
    'answers a missing file %s with 404, not the app',
    async (route) => {
      const answer = await client.get(route);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('<div id="root">');
    },
  );

  it("runs the page's own script and no other inline one: the policy names it by its hash", async () => {
    const page = await client.get('/dashboard');
    expect(page.body).toContain(`<script>${EARLY_SCRIPT}</script>`);
    const scriptSrc = /script-src ([^;]*)/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    expect(scriptSrc?.split(' ')).toEqual(["'self'", 'https://apis.google.com', `'sha256-${hash}'`]);
  });

  it('serves an existing public file as itself', async () => {
    const icon = await client.get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('keeps a missing asset a 404 and an unknown /api path JSON', async () => {
    expect((await client.get('/assets/gone-999.js')).status).toBe(404);
    const api = await client.get('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ message: 'Not Found' });
  });
});
