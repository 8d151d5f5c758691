import { paths } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { databases } from './support/databases.js';
import { createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

// ALLOWED_ORIGINS (README "Configuration"): a team's app on another origin embeds the screens and calls the
// API with the user's session. Node's fetch sends a hand-set Origin header (a browser would set it itself).
const EMBEDDER = 'https://dashboard.example.com';
const OTHER_EMBEDDER = 'http://localhost:5173';
const STRANGER = 'https://evil.example';

const sessionCookie = (response: Response) =>
  response.headers.getSetCookie().find((cookie) => cookie.startsWith('cc.sid='));

describe('ALLOWED_ORIGINS configuration', () => {
  it('reads a comma list of origins and refuses anything that is not one', () => {
    const base = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40) } as const;
    expect(loadConfig({ ...base }).allowedOrigins).toEqual([]);
    expect(
      loadConfig({ ...base, ALLOWED_ORIGINS: ` ${EMBEDDER}/ , ${OTHER_EMBEDDER}` }).allowedOrigins,
    ).toEqual([EMBEDDER, OTHER_EMBEDDER]);
    for (const wrong of [
      'dashboard.example.com',
      'https://dashboard.example.com/app',
      'ftp://files.example.com',
      '*',
    ]) {
      expect(() => loadConfig({ ...base, ALLOWED_ORIGINS: wrong })).toThrow(
        /ALLOWED_ORIGINS must list origins/,
      );
    }
  });
});

describe.each(databases)('cross-origin embedding on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { env: { ALLOWED_ORIGINS: `${EMBEDDER},${OTHER_EMBEDDER}` } });
    await createUser(t.db, { username: 'embedded_user' });
  });
  afterAll(() => t.close());

  const login = (origin: string) =>
    fetch(new URL(paths.login, t.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ username: 'embedded_user', password: DEFAULT_PASSWORD }),
    });

  it('grants an allowed origin the preflight, with credentials', async () => {
    const response = await fetch(new URL(paths.login, t.url), {
      method: 'OPTIONS',
      headers: {
        origin: EMBEDDER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(EMBEDDER);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
  });

  it('signs an allowed origin in with a SameSite=None; Secure cookie, and answers its reads with the session', async () => {
    const response = await login(OTHER_EMBEDDER);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(OTHER_EMBEDDER);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/samesite=none/i);
    expect(cookie).toMatch(/;\s*secure/i);
    expect(cookie).toMatch(/httponly/i);

    const cookies = response.headers
      .getSetCookie()
      .map((set) => set.split(';')[0])
      .join('; ');
    const me = await fetch(new URL(paths.user, t.url), {
      headers: { origin: OTHER_EMBEDDER, cookie: cookies },
    });
    expect(me.status).toBe(200);
    expect(me.headers.get('access-control-allow-origin')).toBe(OTHER_EMBEDDER);
    expect(me.headers.get('vary')).toMatch(/origin/i);
    await expect(me.json()).resolves.toMatchObject({ username: 'embedded_user' });
  });

  it('lets an allowed page read the error answers too', async () => {
    const response = await fetch(new URL(paths.user, t.url), { headers: { origin: EMBEDDER } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(EMBEDDER);
    await expect(response.json()).resolves.toEqual({ message: expect.any(String) });
  });

  it('refuses any other origin: no CORS grant, and its writes get 403 without a cookie', async () => {
    const preflight = await fetch(new URL(paths.login, t.url), {
      method: 'OPTIONS',
      headers: { origin: STRANGER, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const write = await login(STRANGER);
    expect(write.status).toBe(403);
    await expect(write.json()).resolves.toEqual({ message: 'Cross-origin request refused' });
    expect(sessionCookie(write)).toBeUndefined();
    expect(write.headers.get('access-control-allow-origin')).toBeNull();

    const read = await fetch(new URL(paths.health, t.url), { headers: { origin: STRANGER } });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    // An allowed origin's look-alike is another origin.
    expect((await login('https://dashboard.example.com.evil.example')).status).toBe(403);
    expect((await login('http://dashboard.example.com')).status).toBe(403);
  });

  it("still accepts the server's own origin", async () => {
    expect((await login(t.url)).status).toBe(200);
  });
});

describe.each(databases)('without ALLOWED_ORIGINS on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await createUser(t.db, { username: 'same_origin_user' });
  });
  afterAll(() => t.close());

  it('grants no origin and keeps the SameSite=Lax cookie', async () => {
    const preflight = await fetch(new URL(paths.login, t.url), {
      method: 'OPTIONS',
      headers: { origin: EMBEDDER, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const write = await fetch(new URL(paths.login, t.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: EMBEDDER },
      body: JSON.stringify({ username: 'same_origin_user', password: DEFAULT_PASSWORD }),
    });
    expect(write.status).toBe(403);
    const own = await fetch(new URL(paths.login, t.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'same_origin_user', password: DEFAULT_PASSWORD }),
    });
    expect(own.status).toBe(200);
    expect(sessionCookie(own)).toMatch(/samesite=lax/i);
    expect(sessionCookie(own)).not.toMatch(/;\s*secure/i);
  });
});
