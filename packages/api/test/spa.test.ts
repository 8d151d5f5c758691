import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import { serveSpa } from '../src/http/spa.js';
import { createKeylessProvider } from '../src/youtube/index.js';
import { TestClient } from './support/client.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';

describe('serving the built host', () => {
  let database: TestDatabase;
  let server: Server;
  let client: TestClient;
  const dist = mkdtempSync(path.join(tmpdir(), 'cc-dist-'));

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // Vite's manifest of the host build: the entry, and the screens it imports lazily with their chunks.
    mkdirSync(path.join(dist, '.vite'));
    const screen = (domain: string) => `../features/src/${domain}/screen.ts`;
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/app-abc123.js',
          isEntry: true,
          imports: ['_shared.js'],
          dynamicImports: ['auth', 'navigation', 'dashboard', 'admin'].map(screen),
        },
        '_shared.js': { file: 'assets/c-shared.js' },
        '_forms.js': { file: 'assets/c-forms.js', imports: ['_shared.js'] },
        '_cards.js': { file: 'assets/c-cards.js', imports: ['_shared.js'] },
        [screen('auth')]: { file: 'assets/c-auth.js', imports: ['_shared.js', '_forms.js'] },
        [screen('navigation')]: { file: 'assets/c-nav.js', imports: ['_shared.js'] },
        [screen('dashboard')]: { file: 'assets/c-dash.js', imports: ['_cards.js'] },
        [screen('admin')]: { file: 'assets/c-admin.js', imports: ['_cards.js'] },
      }),
    );
    database = await createTestDatabase('sqlite');
    const app = createApp({
      db: database.db,
      youtube: createKeylessProvider({ webBaseUrl: 'http://127.0.0.1:9' }),
      clock: new ManualClock(),
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir }),
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

  it.each(['/', '/dashboard', '/timers', '/blogs/3', '/no/such/page'])(
    'answers %s with the app (SPA fallback)',
    async (route) => {
      const page = await client.get(route);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain('<div id="root">');
    },
  );

  it.each(['/blogs/1.5', '/foo.html', '/channel/UC.x', '/favicon.ico', '/a/b.c/d', '/.well-known/x'])(
    'answers the dotted path %s with the app, not a raw Not Found',
    async (route) => {
      const page = await client.get(route);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');
    },
  );

  it('names what a page needs as it opens: its screens’ chunks and its API reads', async () => {
    const links = (link: string | null) =>
      (link ?? '').split(', ').map((entry) => {
        const [address, ...params] = entry.split('; ');
        return `${address!.slice(1, -1)} ${params.join(' ')}`;
      });
    const read = (path: string) => `${path} rel=preload as=fetch crossorigin=use-credentials`;
    const chunk = (name: string) => `/assets/${name}.js rel=modulepreload`;

    // Signed out: the sign-in screen's own chunks (not the entry's, which index.html loads) and who is signed in.
    const auth = await client.get('/auth');
    expect(links(auth.headers.get('link'))).toEqual([chunk('c-auth'), chunk('c-forms'), read(paths.user)]);
    // A page behind sign-in, without a session: only the session check (the app sends the visitor to /auth).
    expect(links((await client.get('/dashboard')).headers.get('link'))).toEqual([read(paths.user)]);

    const withSession = { cookie: `${SESSION_COOKIE}=any` };
    const dashboard = await client.request('GET', '/', undefined, withSession);
    expect(links(dashboard.headers.get('link'))).toEqual([
      chunk('c-nav'),
      chunk('c-dash'),
      chunk('c-cards'),
      read(paths.user),
      read(paths.notifications),
      read(paths.settings),
      read(paths.channels),
      read(paths.dashboardStats),
    ]);
    const admin = await client.request('GET', '/admin', undefined, withSession);
    expect(links(admin.headers.get('link'))).toEqual([
      chunk('c-nav'),
      chunk('c-admin'),
      chunk('c-cards'),
      read(paths.user),
      read(paths.notifications),
      read(paths.settings),
      read(paths.adminStats),
    ]);
    // A screen the build has no chunk for is no error: the page is served without its chunks announced.
    const timers = await client.request('GET', '/timers', undefined, withSession);
    expect(timers.status).toBe(200);
    expect(links(timers.headers.get('link'))).not.toContain(chunk('c-nav'));
    const unknownPage = await client.request('GET', '/no/such/page', undefined, withSession);
    expect(links(unknownPage.headers.get('link'))).toEqual([read(paths.user)]);
    // Files are no pages: nothing to announce.
    expect((await client.get('/favicon.svg')).headers.get('link')).toBeNull();
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
