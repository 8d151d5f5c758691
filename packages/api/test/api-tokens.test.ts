import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  API_TOKEN_NOT_ALLOWED,
  API_TOKEN_PATTERN,
  endpointList,
  INVALID_API_TOKEN,
  paths,
  tokenScopeOf,
  type Endpoint,
} from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiters } from '../src/http/rateLimit.js';
import { createLogger } from '../src/logger.js';
import type { TestClient, TestResponse } from './support/client.js';
import { databases } from './support/databases.js';
import { createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { startInstance, startTestApp, type ServedApp, type TestApp } from './support/harness.js';
import { TestClient as Client } from './support/client.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An address of the entry's path: every id param 1, any other param a word. */
const addressOf = (entry: Endpoint) =>
  entry.path.replace(/:(\w+)/g, (_, name: string) => (/^id$|Id$/.test(name) ? '1' : 'word'));

const label = (entry: Endpoint) => `${entry.method} ${entry.path}`;

async function signedIn(t: TestApp, role: 'user' | 'admin' = 'user') {
  const user = await createUser(t.db, { role });
  const client = t.client();
  const answer = await client.post('/api/login', { username: user.username, password: DEFAULT_PASSWORD });
  expect(answer.status).toBe(200);
  return { user, client };
}

async function makeToken(
  client: TestClient,
  scopes: string[],
  extra: Record<string, unknown> = {},
): Promise<{ id: number; token: string }> {
  const answer = await client.post(paths.apiTokens, { name: `token ${scopes.join('+')}`, scopes, ...extra });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; token: string };
}

/** A client that sends only the token (no cookie jar is ever filled: it never signs in). */
const bearer = (t: TestApp | ServedApp, token: string) =>
  new Client(t.url, { authorization: `Bearer ${token}` });

/** Sends an entry's method to its address with an empty JSON body (none for GET). */
const call = (client: TestClient, entry: Endpoint) =>
  client.request(entry.method, addressOf(entry), entry.method === 'GET' ? undefined : '{}', {
    'content-type': 'application/json',
  });

describe.each(databases)('personal API tokens on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a token once, lists it without it, and keeps only its SHA-256', async () => {
    const { user, client } = await signedIn(t);
    const created = await client.post(paths.apiTokens, {
      name: '  Spreadsheet  ',
      scopes: ['read'],
      expiresInDays: 30,
    });
    expect(created.status).toBe(201);
    const { token } = created.body as { token: string };
    expect(token).toMatch(API_TOKEN_PATTERN);
    expect(created.body).toMatchObject({
      name: 'Spreadsheet',
      scopes: ['read'],
      hint: token.slice(0, 8),
      lastUsedAt: null,
      createdAt: t.clock.now().toISOString(),
      expiresAt: new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString(),
    });

    const list = await client.get(paths.apiTokens);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(token);
    expect(list.body).toEqual([expect.objectContaining({ name: 'Spreadsheet', hint: token.slice(0, 8) })]);

    const rows = (await t.db('api_tokens').where({ user_id: user.id })) as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    // No column holds the token, nor more of it than the hint.
    for (const value of Object.values(rows[0]!)) expect(String(value)).not.toContain(token.slice(0, 12));
  });

  it('finds a token by its digest: a row whose digest differs answers nothing', async () => {
    const { user, client } = await signedIn(t);
    const { id, token } = await makeToken(client, ['read']);
    expect((await bearer(t, token).get(paths.channels)).status).toBe(200);
    const digest = sha256(token);
    const other = `${digest.slice(0, -1)}${digest.endsWith('0') ? '1' : '0'}`;
    await t.db('api_tokens').where({ id, user_id: user.id }).update({ token_hash: other });
    expect((await bearer(t, token).get(paths.channels)).status).toBe(401);
    await t.db('api_tokens').where({ id }).update({ token_hash: digest });
    expect((await bearer(t, token).get(paths.channels)).status).toBe(200);
  });

  it('makes each token different, and refuses bad requests with a sentence', async () => {
    const { client } = await signedIn(t);
    const a = await makeToken(client, ['read']);
    const b = await makeToken(client, ['read']);
    expect(a.token).not.toBe(b.token);
    for (const body of [
      { name: '', scopes: ['read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['read', 'read'] },
      { name: 'x', scopes: ['delete'] },
      { name: 'x', scopes: ['read'], expiresInDays: 0 },
      { name: 'x', scopes: ['read'], expiresInDays: 1.5 },
      { name: 'x'.repeat(65), scopes: ['read'] },
    ]) {
      const answer = await client.post(paths.apiTokens, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof (answer.body as { message: string }).message).toBe('string');
    }
    expect((await client.delete(paths.apiToken(999_999))).status).toBe(404);
  });

  it("offers the admin scope to administrators only, and an admin token reaches the admin's calls", async () => {
    const { client } = await signedIn(t);
    const refused = await client.post(paths.apiTokens, { name: 'x', scopes: ['admin'] });
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Only administrators can make tokens with the admin scope.' },
    });

    const { user: admin, client: adminClient } = await signedIn(t, 'admin');
    const withAdmin = await makeToken(adminClient, ['read', 'admin']);
    const withoutAdmin = await makeToken(adminClient, ['read', 'write']);
    expect((await bearer(t, withAdmin.token).get(paths.adminStats)).status).toBe(200);
    const lacking = await bearer(t, withoutAdmin.token).get(paths.adminStats);
    expect(lacking.status).toBe(403);
    expect(lacking.body.message).toContain('"admin" scope');
    // An administrator no longer: the admin scope reaches nothing.
    await t.db('users').where({ id: admin.id }).update({ role: 'user' });
    expect((await bearer(t, withAdmin.token).get(paths.adminStats)).status).toBe(403);
  });

  it('lists, connects, annotates and removes a channel with a read and write token', async () => {
    const { client } = await signedIn(t);
    const { token } = await makeToken(client, ['read', 'write']);
    const api = bearer(t, token);
    expect((await api.get(paths.channels)).body).toEqual([]);
    const connected = await api.post(paths.channels, { channelId: '@fakecreator' });
    expect(connected.status).toBe(201);
    const channelId = (connected.body as { id: number }).id;
    const note = await api.post(paths.channelNotes(channelId), { content: 'Film the trailer' });
    expect(note).toMatchObject({ status: 201, body: { content: 'Film the trailer' } });
    expect((await api.get(paths.channels)).body).toEqual([
      expect.objectContaining({
        id: channelId,
        notes: [expect.objectContaining({ content: 'Film the trailer' })],
      }),
    ]);
    expect((await api.delete(paths.channel(channelId))).status).toBe(200);
    expect((await api.get(paths.channels)).body).toEqual([]);
    // The browser sees what the token did.
    expect((await client.get(paths.channels)).body).toEqual([]);
  });

  it('refuses a write with a read token with a sentence naming the scope, and changes nothing', async () => {
    const { client } = await signedIn(t);
    const { token } = await makeToken(client, ['read']);
    const answer = await bearer(t, token).post(paths.channels, { channelId: '@fakecreator' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      'This token cannot do this: it needs the "write" scope. Make a token with that scope in Settings.',
    );
    expect((await client.get(paths.channels)).body).toEqual([]);
  });

  describe('every entry of the endpoint table', () => {
    let member: { read: string; write: string; all: string };
    let admin: { all: string };
    beforeAll(async () => {
      const { client } = await signedIn(t);
      member = {
        read: (await makeToken(client, ['read'])).token,
        write: (await makeToken(client, ['write'])).token,
        all: (await makeToken(client, ['read', 'write'])).token,
      };
      const { client: adminClient } = await signedIn(t, 'admin');
      admin = { all: (await makeToken(adminClient, ['read', 'write', 'admin'])).token };
    });

    it.each(endpointList.map((entry) => [label(entry), entry] as const))(
      '%s answers a token only within its scopes',
      async (_, entry) => {
        const scope = tokenScopeOf(entry);
        const unknown = await call(bearer(t, `cct_${'A'.repeat(43)}`), entry);
        expect(unknown).toMatchObject({ status: 401, body: { message: INVALID_API_TOKEN } });
        if (scope === null) {
          // Signing in, the password, the account's deletion and the tokens themselves: a browser's only.
          const answer = await call(bearer(t, admin.all), entry);
          expect(answer).toMatchObject({ status: 403, body: { message: API_TOKEN_NOT_ALLOWED } });
          return;
        }
        if (entry.method !== 'GET') {
          expect((await call(bearer(t, member.read), entry)).status).toBe(403);
        } else {
          expect((await call(bearer(t, member.write), entry)).status).toBe(403);
          // A read within its scope is answered as it would be for the browser: never 401 or 403.
          const owner = scope === 'admin' ? admin.all : member.all;
          expect([401, 403]).not.toContain((await call(bearer(t, owner), entry)).status);
        }
        if (scope === 'admin') expect((await call(bearer(t, member.all), entry)).status).toBe(403);
        if (entry.access !== 'public') expect((await call(t.client(), entry)).status).toBe(401);
      },
    );
  });

  it('refuses a token that a browser cannot use to make or revoke tokens', async () => {
    const { client } = await signedIn(t);
    const { id, token } = await makeToken(client, ['read', 'write']);
    const api = bearer(t, token);
    expect((await api.post(paths.apiTokens, { name: 'child', scopes: ['read'] })).status).toBe(403);
    expect((await api.delete(paths.apiToken(id))).status).toBe(403);
    expect((await client.get(paths.apiTokens)).body).toHaveLength(1);
  });

  describe('stops a token at once, here and on a second instance', () => {
    let second: ServedApp;
    beforeAll(async () => {
      second = await startInstance(t, createRateLimiters());
    });
    afterAll(async () => {
      await second.close();
    });

    const works = async (token: string) => {
      const here = await bearer(t, token).get(paths.channels);
      const there = await bearer(second, token).get(paths.channels);
      return [here.status, there.status];
    };
    const refusedEverywhere = async (token: string) => {
      for (const app of [t, second]) {
        const answer = await bearer(app, token).get(paths.channels);
        expect(answer).toMatchObject({ status: 401, body: { message: INVALID_API_TOKEN } });
        expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer /);
      }
    };

    it('when revoked', async () => {
      const { client } = await signedIn(t);
      const { id, token } = await makeToken(client, ['read']);
      expect(await works(token)).toEqual([200, 200]);
      expect(await client.delete(paths.apiToken(id))).toMatchObject({ status: 200 });
      await refusedEverywhere(token);
      expect((await client.get(paths.apiTokens)).body).toEqual([]);
    });

    it('when expired', async () => {
      const { client } = await signedIn(t);
      const { token } = await makeToken(client, ['read'], { expiresInDays: 1 });
      expect(await works(token)).toEqual([200, 200]);
      t.clock.advance(86_400_000 - 1000);
      expect(await works(token)).toEqual([200, 200]);
      t.clock.advance(1000);
      await refusedEverywhere(token);
    });

    it('when its user is deactivated, even once active again', async () => {
      const { user, client } = await signedIn(t);
      const { token } = await makeToken(client, ['read']);
      const { client: adminClient } = await signedIn(t, 'admin');
      expect(await works(token)).toEqual([200, 200]);
      expect((await adminClient.patch(paths.adminUserStatus(user.id), { isActive: false })).status).toBe(200);
      await refusedEverywhere(token);
      expect((await adminClient.patch(paths.adminUserStatus(user.id), { isActive: true })).status).toBe(200);
      await refusedEverywhere(token);
    });

    it('when its user is deleted', async () => {
      const { user, client } = await signedIn(t);
      const { token } = await makeToken(client, ['read']);
      const { client: adminClient } = await signedIn(t, 'admin');
      expect(await works(token)).toEqual([200, 200]);
      expect((await adminClient.delete(paths.adminUser(user.id))).status).toBe(200);
      await refusedEverywhere(token);
    });

    it('when its user changes the password', async () => {
      const { client } = await signedIn(t);
      const { token } = await makeToken(client, ['read']);
      expect(await works(token)).toEqual([200, 200]);
      const changed = await client.post(paths.userPassword, {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: 'An0therPassw0rd',
      });
      expect(changed.status).toBe(200);
      await refusedEverywhere(token);
      // The browser that changed it stays signed in and can make a new one.
      await makeToken(client, ['read']);
    });
  });

  it('answers malformed Authorization headers with 401, never a 5xx', async () => {
    const { client } = await signedIn(t);
    const { token } = await makeToken(client, ['read']);
    const headers = [
      '',
      'Bearer',
      'Bearer  x',
      `Bearer  ${token}`,
      `Bearer ${token} ${token}`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}x`,
      `Bearer ${token.toUpperCase()}`,
      `Basic ${Buffer.from('user:pass').toString('base64')}`,
      `Token ${token}`,
      token,
      'Bearer cct_',
      'Bearer =====',
      `Bearer ${'a'.repeat(8000)}`,
      `Bearer ${token.slice(0, -1)}é`,
      'Bearer caf\u00e9',
      'Bearer \u00ff\u00fe',
    ];
    for (const header of headers) {
      for (const method of ['GET', 'DELETE'] as const) {
        const path = method === 'GET' ? paths.channels : paths.channel(1);
        const answer = await new Client(t.url).request(method, path, undefined, {
          authorization: header,
        });
        expect(answer.status, JSON.stringify(header)).toBe(401);
        expect(answer.body).toEqual({ message: INVALID_API_TOKEN });
      }
    }
    // A header larger than the server reads is refused before the app: still a 4xx.
    const huge = await new Client(t.url).request('GET', paths.channels, undefined, {
      authorization: `Bearer ${'a'.repeat(70_000)}`,
    });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    // Lowercase scheme is the same scheme (RFC 7235).
    expect(
      (
        await new Client(t.url).request('GET', paths.channels, undefined, {
          authorization: `bearer ${token}`,
        })
      ).status,
    ).toBe(200);
  });

  it('never sets a cookie nor reads one on a token request, and makes no session', async () => {
    const { client } = await signedIn(t);
    const { token } = await makeToken(client, ['read', 'write']);
    const before = Number(((await t.db('sessions').count({ n: '*' }).first()) as { n: unknown }).n);
    const sessionCookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    for (const [method, path, body] of [
      ['GET', paths.channels, undefined],
      ['GET', paths.user, undefined],
      ['PUT', paths.settings, undefined],
      ['POST', paths.logout, {}],
      ['POST', paths.login, { username: 'nobody', password: 'nothing' }],
      ['GET', '/api/no-such-thing', undefined],
    ] as const) {
      const answer = await new Client(t.url).request(method, path, body, {
        authorization: `Bearer ${token}`,
      });
      expect(answer.setCookies, `${method} ${path}`).toEqual([]);
      expect(answer.status).toBeLessThan(500);
    }
    // With the browser's cookie too, only the token counts: an unknown token is refused, the cookie unread.
    const mixed = await new Client(t.url).request('GET', paths.channels, undefined, {
      authorization: `Bearer cct_${'B'.repeat(43)}`,
      cookie: sessionCookie,
    });
    expect(mixed).toMatchObject({ status: 401, setCookies: [] });
    const after = Number(((await t.db('sessions').count({ n: '*' }).first()) as { n: unknown }).n);
    expect(after).toBe(before);
    // Signing out with the token did not end the browser's session.
    expect((await client.get(paths.user)).status).toBe(200);
  });

  it('keeps the cross-site rules for cookie requests and needs none for token requests', async () => {
    const { client } = await signedIn(t);
    const { token } = await makeToken(client, ['read', 'write']);
    const foreign = { origin: 'https://evil.example', 'content-type': 'application/json' };
    const byCookie = await client.request('POST', paths.notificationsRead, '{"all":true}', foreign);
    expect(byCookie).toMatchObject({ status: 403, body: { message: 'Cross-origin request refused' } });
    const asForm = await client.request('POST', paths.notificationsRead, 'all=true', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(asForm.status).toBe(415);
    const byToken = await new Client(t.url).request('POST', paths.notificationsRead, '{"all":true}', {
      ...foreign,
      authorization: `Bearer ${token}`,
    });
    expect(byToken.status).toBe(200);
  });

  it('notes a use at most once a minute', async () => {
    const { client } = await signedIn(t);
    const { id, token } = await makeToken(client, ['read']);
    const lastUsed = async () =>
      ((await client.get(paths.apiTokens)).body as { id: number; lastUsedAt: string | null }[]).find(
        (entry) => entry.id === id,
      )?.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    const first = t.clock.now().toISOString();
    expect((await bearer(t, token).get(paths.channels)).status).toBe(200);
    expect(await lastUsed()).toBe(first);
    t.clock.advance(59_000);
    expect((await bearer(t, token).get(paths.channels)).status).toBe(200);
    expect(await lastUsed()).toBe(first);
    t.clock.advance(1000);
    expect((await bearer(t, token).get(paths.channels)).status).toBe(200);
    expect(await lastUsed()).toBe(t.clock.now().toISOString());
  });

  it('refuses a token beyond the user’s limit of tokens', async () => {
    const { user, client } = await signedIn(t);
    const rows = Array.from({ length: 50 }, (_, n) => ({
      user_id: user.id,
      name: `t${n}`,
      token_hash: sha256(`filler-${user.id}-${n}`),
      hint: 'cct_xxxx',
      scopes: 'read',
      generation: 0,
      created_at: t.clock.now(),
    }));
    await t.db('api_tokens').insert(rows);
    const answer = await client.post(paths.apiTokens, { name: 'one more', scopes: ['read'] });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/revoke one/);
  });
});

describe.each(databases)('a token’s request budget on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { realLimits: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with Retry-After past 120 requests a minute, for that token alone', async () => {
    const { client } = await signedIn(t);
    const busy = await makeToken(client, ['read']);
    const calm = await makeToken(client, ['read']);
    const statuses: number[] = [];
    for (let n = 0; n < 121; n += 1) statuses.push((await bearer(t, busy.token).get(paths.channels)).status);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    const refused: TestResponse<{ message: string }> = await bearer(t, busy.token).get(paths.channels);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/too many requests/);
    expect((await bearer(t, calm.token).get(paths.channels)).status).toBe(200);
    // The browser is not counted against the token.
    expect((await client.get(paths.channels)).status).toBe(200);
  });
});

describe('a token in the logs', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await startTestApp('sqlite', { logger: createLogger('debug', sink) });
  });
  afterAll(() => t.close());

  it('is never written, whether it works or not', async () => {
    const user = await createUser(t.db);
    const browser = t.client();
    await browser.post('/api/login', { username: user.username, password: DEFAULT_PASSWORD });
    const { token } = (await browser.post(paths.apiTokens, { name: 'logged?', scopes: ['read'] })).body as {
      token: string;
    };
    const unknown = `cct_${'C'.repeat(43)}`;
    expect((await t.client({ authorization: `Bearer ${token}` }).get(paths.channels)).status).toBe(200);
    expect((await t.client({ authorization: `Bearer ${unknown}` }).get(paths.channels)).status).toBe(401);
    expect((await t.client({ authorization: `Bearer ${token}` }).post(paths.channels, {})).status).toBe(403);
    const written = lines.join('');
    expect(written).toContain('"path":"/api/channels"');
    expect(written).not.toContain(token);
    expect(written).not.toContain(token.slice(8));
    expect(written).not.toContain(unknown);
  });
});
