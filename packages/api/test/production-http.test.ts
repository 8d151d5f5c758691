import { paths } from '@channel-countdown/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { databases } from './support/databases.js';
import { createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { refusedPort } from './support/refusedPort.js';
import { startTestApp, type TestApp } from './support/harness.js';

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(32) };
const NEW_ACCOUNT = { username: 'plain_http', email: 'plain@example.com', password: 'Passw0rd' };

describe.each(databases)('signing in where the session cookie cannot be set, on %s', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t?.close();
  });

  it('refuses sign-up and sign-in over plain HTTP in production with 403, leaving no account behind', async () => {
    t = await startTestApp(kind, { env: PRODUCTION });
    await createUser(t.db, { username: 'existing' });
    const register = await t.client().post(paths.register, NEW_ACCOUNT);
    expect(register.status).toBe(403);
    expect(register.body).toEqual({ message: 'Sign-in needs a secure (HTTPS) connection to this server.' });
    expect(await t.db('users').where('username', NEW_ACCOUNT.username).first()).toBeUndefined();
    const login = await t.client().post(paths.login, { username: 'existing', password: DEFAULT_PASSWORD });
    expect(login.status).toBe(403);
    // A leftover cookie of an earlier setup, signed out over plain HTTP: no 500.
    const leftover = t.client();
    leftover.cookies.set('cc.sid', 'stale-session-id');
    expect((await leftover.post(paths.logout)).status).toBe(200);
    expect((await leftover.get(paths.user)).status).toBe(401);
  });

  it('signs up behind a TLS proxy (TRUST_PROXY, X-Forwarded-Proto: https) with a secure cookie', async () => {
    t = await startTestApp(kind, { env: { ...PRODUCTION, TRUST_PROXY: 'true' } });
    const client = t.client({ 'x-forwarded-proto': 'https' });
    const register = await client.post(paths.register, NEW_ACCOUNT);
    expect(register.status).toBe(201);
    expect(register.setCookies.join(';')).toMatch(/secure/i);
    expect((await client.get(paths.user)).status).toBe(200);
  });

  it('keeps no account when the session store is away, so the retry is not told the name is taken', async () => {
    t = await startTestApp(kind, { env: { REDIS_URL: `redis://127.0.0.1:${await refusedPort()}` } });
    const register = await t.client().post(paths.register, NEW_ACCOUNT);
    expect(register.status).toBe(503);
    expect(await t.db('users').where('username', NEW_ACCOUNT.username).first()).toBeUndefined();
  });
});
