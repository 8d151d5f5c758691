import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths, type Settings } from '@channel-countdown/contract';
import { createLogger } from '../src/logger.js';
import { fillIndexHtml, looksMobile, type PageRenderer } from '../src/http/pageRenderer.js';
import { SESSION_COOKIE } from '../src/http/session.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createChannel, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const INDEX =
  '<!doctype html><html lang="en"><head><title>CC</title></head><body><div id="root"></div></body></html>';
/** index.html as sent in `locale` (English, unless a test says otherwise). */
const indexIn = (locale: string, dir = 'ltr') => INDEX.replace('lang="en"', `lang="${locale}" dir="${dir}"`);
const ENGLISH_INDEX = indexIn('en');

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

describe.each(databases)('server-rendered pages on %s', (kind) => {
  let app: TestApp;
  /** The first account of this suite's database, so its administrator. */
  let administrator: TestClient;
  const logger = createLogger('silent');
  const dist = mkdtempSync(path.join(tmpdir(), 'cc-dist-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    app = await startTestApp(kind, { spa: { root: dist, renderer, logger } });
    administrator = app.client();
    await signUp(administrator);
  });
  afterEach(() => {
    renderer.render.mockClear();
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends a visitor the sign-in page drawn with the session check's answer, styles in the head", async () => {
    const page = await app.client().get<string>('/auth?tab=signup');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(renderer.render).toHaveBeenCalledWith(
      '/auth?tab=signup',
      { [paths.user]: null },
      { mobile: false, locale: 'en' },
    );
    expect(page.body).toBe(
      '<!doctype html><html lang="en" dir="ltr"><head><title>CC</title><style data-styled="">.a{}</style></head><body>' +
        '<div id="root"><main>page at /auth?tab=signup</main></div></body></html>',
    );
    // Cached only to be revalidated, and only by the reader's browser: a drawn page may hold their data.
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('vary')).toContain('Cookie');
    expect(page.headers.get('link')).toContain(`<${paths.user}>; rel=preload`);
  });

  it('leaves a page to the browser when the request has a session cookie, or the page needs a user', async () => {
    const withCookie = await app.client({ cookie: `${SESSION_COOKIE}=abc` }).get<string>('/auth');
    const dashboard = await app.client().get<string>('/');
    const admin = await app.client().get<string>('/admin');
    for (const page of [withCookie, dashboard, admin]) {
      expect(page.status).toBe(200);
      expect(page.body).toBe(ENGLISH_INDEX);
    }
    expect(renderer.render).not.toHaveBeenCalled();
  });

  it('draws the dashboard of the signed-in user with the answers of its reads, as the browser would get them', async () => {
    const member = app.client();
    const user = await signUp(member);

    const page = await member.get<string>('/');
    expect(page.body).toContain('page at /</main>');
    const [url, reads] = renderer.render.mock.calls[0]!;
    expect(url).toBe('/');
    expect(Object.keys(reads).sort()).toEqual(
      [
        paths.user,
        paths.notifications,
        paths.settings,
        paths.channels,
        paths.dashboardStats,
        paths.groups,
      ].sort(),
    );
    expect(reads[paths.user]).toMatchObject({ id: user.id, username: user.username });
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    for (const path of [
      paths.channels,
      paths.dashboardStats,
      paths.groups,
      paths.settings,
      paths.notifications,
    ])
      expect(reads[path]).toEqual((await member.get(path)).body);
    // The page holds those answers: only the session check, which the app makes again, is preloaded.
    expect(page.headers.get('link')).toBe(
      `<${paths.user}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    );
  });

  it('draws the next pages with what is kept for the reader, its own, unchanged by a render, and new after a write', async () => {
    const member = app.client();
    const user = await signUp(member);
    const channel = await createChannel(app.db, user.id, new Date(), { channelName: 'Kept Channel' });
    const stranger = app.client();
    await signUp(stranger);
    const listOf = (call: number) => renderer.render.mock.calls[call]![1][paths.channels];

    await member.get('/'); // the channel list is answered through the API's routing, then kept
    await stranger.get('/');
    // A render that tries to change what it is drawn with fails, and changes nothing for the next page.
    renderer.render.mockImplementationOnce(async (_url, reads) => {
      (reads[paths.channels] as Array<{ channelName: string }>)[0]!.channelName = 'Changed by a render';
      return { head: '', body: '<div id="root"></div>' };
    });
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect((await member.get<string>('/')).body).toBe(ENGLISH_INDEX);
    expect(logged).toHaveBeenCalledWith(
      expect.anything(),
      'server render failed: the page is sent unrendered',
    );
    await member.get('/');
    expect(listOf(3)).toEqual((await member.get(paths.channels)).body);
    expect(listOf(3)).toMatchObject([{ id: channel.id, channelName: 'Kept Channel', notes: [] }]);
    // Each reader's own: the stranger's page has none of the member's channels.
    await stranger.get('/');
    expect(listOf(4)).toEqual([]);

    // A write moves the reader's data on: the next page is drawn with it.
    await member.post(`/api/channels/${channel.id}/notes`, { content: 'Film the intro' });
    await member.get('/');
    expect(listOf(5)).toMatchObject([{ id: channel.id, notes: [{ content: 'Film the intro' }] }]);
    expect(listOf(5)).toEqual((await member.get(paths.channels)).body);
  });

  it('draws each page with the session check as GET /api/user answers it, new after a change, none once signed out', async () => {
    const member = app.client();
    const user = await signUp(member);
    const sessionCheckOf = (call: number) => renderer.render.mock.calls[call]![1][paths.user];

    await member.get('/');
    await member.get('/'); // the reader remembered: the session check answered from it
    expect(sessionCheckOf(1)).toEqual((await member.get(paths.user)).body);
    expect(sessionCheckOf(1)).toMatchObject({ id: user.id, username: user.username });

    // A change to the reader shows on the next page.
    expect((await member.patch(paths.user, { email: 'moved@example.com' })).status).toBe(200);
    await member.get('/');
    expect(sessionCheckOf(2)).toMatchObject({ id: user.id, email: 'moved@example.com' });
    expect(sessionCheckOf(2)).toEqual((await member.get(paths.user)).body);

    // Signed out: the cookie names no session any more, and the page is left to the browser.
    expect((await member.post(paths.logout)).status).toBe(200);
    expect((await member.get<string>('/')).body).toBe(ENGLISH_INDEX);
    expect(renderer.render).toHaveBeenCalledTimes(3);
  });

  it("draws a channel's page with the answers of its sections' reads; another user's is left to the browser", async () => {
    const member = app.client();
    const user = await signUp(member);
    const channel = await createChannel(app.db, user.id, new Date());

    const page = await member.get<string>(`/channels/${channel.id}`);
    expect(page.body).toContain(`page at /channels/${channel.id}</main>`);
    const reads = renderer.render.mock.calls[0]![1];
    const sections = [
      `/api/channels/${channel.id}/history?range=30d`,
      `/api/channels/${channel.id}/milestones`,
      `/api/channels/${channel.id}/gains?range=30d`,
      `/api/channels/${channel.id}/uploads`,
      `/api/channels/${channel.id}/changes`,
      `/api/channels/${channel.id}/cycles`,
    ];
    expect(Object.keys(reads).sort()).toEqual(
      [paths.user, paths.notifications, paths.settings, paths.channels, ...sections].sort(),
    );
    for (const address of sections) expect(reads[address], address).toEqual((await member.get(address)).body);
    expect(page.headers.get('link')).toBe(
      `<${paths.user}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    );

    // Someone else's channel: its reads answer 404, so the browser draws the page (its not-found screen).
    renderer.render.mockClear();
    const stranger = app.client();
    await signUp(stranger);
    const elsewhere = await stranger.get<string>(`/channels/${channel.id}`);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toBe(ENGLISH_INDEX);
    expect(renderer.render).not.toHaveBeenCalled();
    // Nor are they announced to the browser: they would be refused there too.
    expect(elsewhere.headers.get('link')).toBe(
      `<${paths.user}>; rel=preload; as=fetch; crossorigin=use-credentials`,
    );
  });

  it("draws /admin for the administrator; a plain user's is left to the browser's guard", async () => {
    const member = app.client();
    await signUp(member);
    const refused = await member.get<string>('/admin');
    expect(refused.body).toBe(ENGLISH_INDEX);
    expect(renderer.render).not.toHaveBeenCalled();
    // Nothing of the administrator's is announced to the browser: it would only answer 403.
    expect(refused.headers.get('link')).not.toContain(paths.adminStats);
    expect(refused.headers.get('link')).not.toContain(paths.adminSystem);

    const page = await administrator.get<string>('/admin');
    expect(page.body).toContain('page at /admin</main>');
    const drawnWith = renderer.render.mock.calls[0]![1];
    expect(drawnWith[paths.adminStats]).toEqual((await administrator.get(paths.adminStats)).body);
    // The system tiles are drawn with the server's checks, not "Checking…".
    expect(drawnWith[paths.adminSystem]).toMatchObject({
      health: { checks: expect.arrayContaining([{ name: 'database', status: 'ok' }]) },
    });
  });

  it('leaves the page to the browser, logging nothing, when the session cookie is no longer good', async () => {
    const logged = vi.spyOn(logger, 'error');
    const stale = app.client({ cookie: `${SESSION_COOKIE}=gone` });
    for (const pathname of ['/', '/dashboard', '/admin']) {
      const page = await stale.get<string>(pathname);
      expect(page.body).toBe(ENGLISH_INDEX);
      // Only the session check, which tells the app it is signed out: the page's reads would answer 401.
      expect(page.headers.get('link')).toBe(
        `<${paths.user}>; rel=preload; as=fetch; crossorigin=use-credentials`,
      );
    }
    expect(renderer.render).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });

  it("tells the renderer a phone's request is to be drawn in the phone layout", async () => {
    await app.client({ 'sec-ch-ua-mobile': '?1' }).get<string>('/auth');
    expect(renderer.render).toHaveBeenCalledWith(
      '/auth',
      { [paths.user]: null },
      { mobile: true, locale: 'en' },
    );
  });

  it("draws a visitor's page in the browser's language, and says so on <html>", async () => {
    const visitor = app.client({ 'accept-language': 'fr-CA, es-MX;q=0.8, en;q=0.5' });
    const page = await visitor.get<string>('/auth');
    expect(renderer.render).toHaveBeenCalledWith(
      '/auth',
      { [paths.user]: null },
      { mobile: false, locale: 'es' },
    );
    expect(page.body).toContain('<html lang="es" dir="ltr">');
    // Arabic reads right to left from the first paint; a language the app lacks is English.
    expect((await app.client({ 'accept-language': 'ar' }).get<string>('/auth')).body).toContain(
      '<html lang="ar" dir="rtl">',
    );
    expect((await app.client({ 'accept-language': 'fr, it' }).get<string>('/auth')).body).toContain(
      '<html lang="en" dir="ltr">',
    );
    // What a page is in depends on the language asked for: a cache keeps one per language.
    expect(page.headers.get('vary')).toContain('Accept-Language');
  });

  it("draws a signed-in user's pages in their Language setting over the browser's, drawn or not", async () => {
    const member = app.client({ 'accept-language': 'es' });
    await signUp(member);
    // Until they choose: the browser's.
    expect((await member.get<string>('/')).body).toContain('<html lang="es" dir="ltr">');
    const settings = (await member.get<Settings>(paths.settings)).body;
    const saved = await member.request('PUT', paths.settings, {
      ...settings,
      appearance: { ...settings.appearance, language: 'ar' },
    });
    expect(saved.status).toBe(200);
    renderer.render.mockClear();
    const drawn = await member.get<string>('/');
    expect(drawn.body).toContain('<html lang="ar" dir="rtl">');
    expect(renderer.render.mock.calls[0]![2]).toEqual({ mobile: false, locale: 'ar' });
    // A page the browser draws (analytics) comes in the same language, for the app to start in.
    const analyticsPage = await member.get<string>('/analytics');
    expect(analyticsPage.body).toBe(indexIn('ar', 'rtl'));
    expect(analyticsPage.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('sends the page unrendered, and logs why, when the renderer fails; the next visitor gets it drawn', async () => {
    const failure = new Error('renderer broke');
    renderer.render.mockRejectedValueOnce(failure);
    const logged = vi.spyOn(logger, 'error');
    // An address no earlier test asked for, so no visitor's page is kept for it.
    const page = await app.client().get<string>('/auth?returnTo=%2Fsettings');
    expect(page.status).toBe(200);
    expect(page.body).toBe(ENGLISH_INDEX);
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ err: failure, path: '/auth' }),
      expect.any(String),
    );
    // The failure was not kept.
    const next = await app.client().get<string>('/auth?returnTo=%2Fsettings');
    expect(next.body).toContain('page at /auth?returnTo=%2Fsettings</main>');
    expect(renderer.render).toHaveBeenCalledTimes(2);
  });

  it("draws a visitor's page once for its address, language and layout, and sends the same to later visitors", async () => {
    const address = '/auth?returnTo=%2Ftimers';
    const first = await app.client().get<string>(address);
    const second = await app.client().get<string>(address);
    expect(second.body).toBe(first.body);
    expect(first.body).toContain(`page at ${address}</main>`);
    expect(renderer.render).toHaveBeenCalledTimes(1);
    expect(second.headers.get('link')).toBe(first.headers.get('link'));
    // Another language, another layout or another address is drawn for itself.
    await app.client({ 'accept-language': 'de' }).get<string>(address);
    await app.client({ 'sec-ch-ua-mobile': '?1' }).get<string>(address);
    await app.client().get<string>('/auth?returnTo=%2Fanalytics');
    expect(renderer.render.mock.calls.map(([url, , layout]) => [url, layout])).toEqual([
      [address, { mobile: false, locale: 'en' }],
      [address, { mobile: false, locale: 'de' }],
      [address, { mobile: true, locale: 'en' }],
      ['/auth?returnTo=%2Fanalytics', { mobile: false, locale: 'en' }],
    ]);
    // A reader with a session cookie is never sent a kept page (theirs is left to the browser here).
    expect((await app.client({ cookie: `${SESSION_COOKIE}=abc` }).get<string>(address)).body).toBe(
      ENGLISH_INDEX,
    );
    // A new build (another index.html) is drawn again.
    writeFileSync(path.join(dist, 'index.html'), INDEX.replace('<title>CC</title>', '<title>CC 2</title>'));
    try {
      const rebuilt = await app.client().get<string>(address);
      expect(rebuilt.body).toContain('<title>CC 2</title>');
      expect(renderer.render).toHaveBeenCalledTimes(5);
    } finally {
      writeFileSync(path.join(dist, 'index.html'), INDEX);
    }
  });
});

describe('the layout a page is drawn in', () => {
  it("is the phone's for a Chromium that says it is mobile, or a user agent that names a phone", () => {
    expect(looksMobile({ 'sec-ch-ua-mobile': '?1' })).toBe(true);
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
    expect(looksMobile({ 'user-agent': iphone })).toBe(true);
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
    expect(looksMobile({ 'sec-ch-ua-mobile': '?0', 'user-agent': desktop })).toBe(false);
    expect(looksMobile({})).toBe(false);
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
