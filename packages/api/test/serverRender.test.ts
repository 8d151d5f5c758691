import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '@channel-countdown/contract';
import { createApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { fillIndexHtml, type PageRenderer } from '../src/http/pageRenderer.js';
import { SESSION_COOKIE } from '../src/http/session.js';
import { serveSpa } from '../src/http/spa.js';
import { createKeylessProvider } from '../src/youtube/index.js';
import { TestClient } from './support/client.js';
import { signUp } from './support/factories.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';

const INDEX = '<!doctype html><html><head><title>CC</title></head><body><div id="root"></div></body></html>';

/**
 * The host's renderer is a built file (e2e/server-render.spec.ts runs the real one); here a stand-in answers
 * for it, so these tests see what the server asks of a renderer and what it sends.
 */
const renderer = {
  render: vi.fn<PageRenderer['render']>(async (url) => ({
    head: '<style data-styled="">.a{}</style>',
    body: `<div id="root"><main>page at ${url}</main></div>`,
  })),
};

describe('server-rendered pages', () => {
  let database: TestDatabase;
  let server: Server;
  let baseUrl: string;
  /** The first account of this suite's database, so its administrator. */
  let administrator: TestClient;
  const logger = createLogger('silent');
  const dist = mkdtempSync(path.join(tmpdir(), 'cc-dist-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    database = await createTestDatabase('sqlite');
    const app = createApp({
      db: database.db,
      youtube: createKeylessProvider({ webBaseUrl: 'http://127.0.0.1:9' }),
      clock: new ManualClock(),
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir }),
      logger,
    });
    app.use(serveSpa(dist, { renderer, logger }));
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    administrator = new TestClient(baseUrl);
    await signUp(administrator);
  });
  afterEach(() => {
    renderer.render.mockClear();
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await database.drop();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a visitor the sign-in page drawn with the session check's answer, styles in the head", async () => {
    const page = await new TestClient(baseUrl).get<string>('/auth?tab=signup');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(renderer.render).toHaveBeenCalledWith('/auth?tab=signup', { [paths.user]: null });
    expect(page.body).toBe(
      '<!doctype html><html><head><title>CC</title><style data-styled="">.a{}</style></head><body>' +
        '<div id="root"><main>page at /auth?tab=signup</main></div></body></html>',
    );
    // Cached only to be revalidated, and only by the reader's browser: a drawn page may hold their data.
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('vary')).toContain('Cookie');
    expect(page.headers.get('link')).toContain(`<${paths.user}>; rel=preload`);
  });

  it('leaves a page to the browser when the request has a session cookie, or the page needs a user', async () => {
    const withCookie = await new TestClient(baseUrl, { cookie: `${SESSION_COOKIE}=abc` }).get<string>(
      '/auth',
    );
    const dashboard = await new TestClient(baseUrl).get<string>('/');
    const admin = await new TestClient(baseUrl).get<string>('/admin');
    for (const page of [withCookie, dashboard, admin]) {
      expect(page.status).toBe(200);
      expect(page.body).toBe(INDEX);
    }
    expect(renderer.render).not.toHaveBeenCalled();
  });

  it('draws the dashboard of the signed-in user with the answers of its reads, as the browser would get them', async () => {
    const member = new TestClient(baseUrl);
    const user = await signUp(member);

    const page = await member.get<string>('/');
    expect(page.body).toContain('page at /</main>');
    const [url, reads] = renderer.render.mock.calls[0]!;
    expect(url).toBe('/');
    expect(Object.keys(reads).sort()).toEqual(
      [paths.user, paths.notifications, paths.settings, paths.channels, paths.dashboardStats].sort(),
    );
    expect(reads[paths.user]).toMatchObject({ id: user.id, username: user.username });
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    for (const path of [paths.channels, paths.dashboardStats, paths.settings, paths.notifications])
      expect(reads[path]).toEqual((await member.get(path)).body);
    // The page holds those answers: only the session check, which the app makes again, is preloaded.
    expect(page.headers.get('link')).toBe(
      `<${paths.user}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    );
  });

  it("draws /admin for the administrator; a plain user's is left to the browser's guard", async () => {
    const member = new TestClient(baseUrl);
    await signUp(member);
    expect((await member.get<string>('/admin')).body).toBe(INDEX);
    expect(renderer.render).not.toHaveBeenCalled();

    const page = await administrator.get<string>('/admin');
    expect(page.body).toContain('page at /admin</main>');
    expect(renderer.render.mock.calls[0]![1][paths.adminStats]).toEqual(
      (await administrator.get(paths.adminStats)).body,
    );
  });

  it('leaves the page to the browser, logging nothing, when the session cookie is no longer good', async () => {
    const logged = vi.spyOn(logger, 'error');
    const stale = new TestClient(baseUrl, { cookie: `${SESSION_COOKIE}=gone` });
    for (const pathname of ['/', '/dashboard', '/admin'])
      expect((await stale.get<string>(pathname)).body).toBe(INDEX);
    expect(renderer.render).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });

  it('sends the page unrendered, and logs why, when the renderer fails', async () => {
    const failure = new Error('renderer broke');
    renderer.render.mockRejectedValueOnce(failure);
    const logged = vi.spyOn(logger, 'error');
    const page = await new TestClient(baseUrl).get<string>('/auth');
    expect(page.status).toBe(200);
    expect(page.body).toBe(INDEX);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: failure, path: '/auth' }),
      expect.any(String),
    );
  });
});

describe('fillIndexHtml', () => {
  it("puts the page's text in as it is, even where it reads like a replacement pattern", () => {
    const filled = fillIndexHtml(INDEX, {
      head: '<style>a::after{content:"$&"}</style>',
      body: "<p>$1 $` $'</p>",
    });
    expect(filled).toContain('<style>a::after{content:"$&"}</style></head>');
    expect(filled).toContain("<body><p>$1 $` $'</p></body>");
  });

  it('refuses an index.html without the empty root', () => {
    expect(() => fillIndexHtml('<div id="app"></div>', { head: '', body: '' })).toThrow(
      'no <div id="root"></div>',
    );
  });
});
