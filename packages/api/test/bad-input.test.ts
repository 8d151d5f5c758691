import http from 'node:http';
import { paths } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases.js';
import { createChannel, createNote, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { startFakeJwks, type FakeJwks } from './fakes/jwks.js';
import { FAKE_CREATOR } from './fakes/youtube.js';

/**
 * Ordinary bad input that PostgreSQL refuses in its own way (an id beyond its integer column, a NUL in
 * text, an address longer than its column) is refused by the contract's schemas first: a 400 naming the
 * field, on both databases, and nothing changes.
 */
describe.each(databases)('input a database cannot hold, on %s', (kind) => {
  let t: TestApp;
  let jwks: FakeJwks;
  beforeAll(async () => {
    jwks = await startFakeJwks('cc-bad-input');
    t = await startTestApp(kind, {
      env: { FIREBASE_PROJECT_ID: jwks.projectId, FIREBASE_JWKS_URL: jwks.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await jwks.close();
  });

  const tableCounts = async () => {
    const counts: Record<string, number> = {};
    for (const table of ['users', 'channels', 'timers', 'notes'])
      counts[table] = Number((await t.db(table).count({ n: '*' }).first())?.n);
    return counts;
  };

  it.each([
    ['GET', '/api/channels/2147483648/notes'],
    ['POST', '/api/channels/2147483648/refresh'],
    ['PATCH', '/api/channels/1/notes/99999999999'],
    ['DELETE', '/api/channels/1/notes/2147483648'],
    ['DELETE', '/api/timers/9007199254740993'],
    ['PATCH', '/api/admin/users/2147483648/status'],
  ])('answers %s %s (an id beyond 2^31 - 1) with 400 naming the id', async (method, path) => {
    const admin = t.client();
    await signUp(admin, `ids_${method.toLowerCase()}_${path.length}`);
    await t
      .db('users')
      .where('username', `ids_${method.toLowerCase()}_${path.length}`)
      .update({ role: 'admin' });
    const before = await tableCounts();
    const body =
      method === 'PATCH' ? (path.includes('status') ? { isActive: false } : { content: 'x' }) : undefined;
    const answer = await admin.request(method, path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^(id|noteId|timerId): /);
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a NUL character in any text field with 400 naming it, signed in or not', async () => {
    const visitor = t.client();
    const login = await visitor.post(paths.login, { username: 'admin0\u0000', password: 'Passw0rd' });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ message: 'username: Must not contain invisible control characters' });

    const register = await visitor.post(paths.register, {
      username: 'nul_user',
      email: 'nul@example.com',
      password: 'Passw0rd',
      firstName: 'A\u0000',
    });
    expect(register.status).toBe(400);
    expect(register.body.message).toMatch(/^firstName: /);

    const client = t.client();
    const me = await signUp(client, `nul_owner_${kind}`);
    const channel = await createChannel(t.db, me.id, t.clock.now());
    const note = await createNote(t.db, channel.id, t.clock.now(), 'kept as it was');
    const before = await tableCounts();
    const answers = await Promise.all([
      client.post(`/api/channels/${channel.id}/notes`, { content: 'a\u0000b' }),
      client.patch(`/api/channels/${channel.id}/notes/${note.id}`, { content: 'a\u0000b' }),
      client.post(paths.channels, { channelId: '@fake\u0000creator' }),
      client.get(`/api/channels/preview/${encodeURIComponent('@fake\u0000creator')}`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400]);
    expect(answers.map((a) => a.body.message.split(':')[0])).toEqual([
      'content',
      'content',
      'channelId',
      'input',
    ]);
    expect(await tableCounts()).toEqual(before);
    expect((await t.db('notes').where('id', note.id).first()).content).toBe('kept as it was');
  });

  it('refuses an email over 254 characters with 400 naming the email', async () => {
    const answer = await t.client().post(paths.register, {
      username: 'long_mail',
      email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com`,
      password: 'Passw0rd',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'email: Email must be at most 254 characters' });
    expect(await t.db('users').where('username', 'long_mail').first()).toBeUndefined();
  });

  it('stores a YouTube title with NUL and an overlong one cleaned, instead of failing', async () => {
    const fake = t.fake.channels.find((c) => c.id === FAKE_CREATOR.id)!;
    const original = { ...fake };
    fake.title = `Fake\u0000 Creator ${'x'.repeat(400)}`;
    fake.description = 'About\u0000 us';
    try {
      const client = t.client();
      await signUp(client, `upstream_nul_${kind}`);
      const connected = await client.post(paths.channels, { channelId: FAKE_CREATOR.id });
      expect(connected.status).toBe(201);
      expect(connected.body.channelName).toBe(`Fake Creator ${'x'.repeat(255 - 'Fake Creator '.length)}`);
    } finally {
      Object.assign(fake, original);
    }
  });

  it('keeps a Google account whose email is over 254 characters, without the email', async () => {
    const email = `${'g'.repeat(64)}@${'h'.repeat(200)}.com`;
    const answer = await t.client().post(paths.firebaseAuth, {
      idToken: await jwks.mint({ sub: 'g-long-mail', email, now: t.clock.now() }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBeNull();
    expect(await t.db('users').where('firebase_uid', 'g-long-mail').first()).toMatchObject({ email: null });
  });

  it.each(['..', '%2e%2E', '.'])('never lets a %s segment reach the resource above it', async (segment) => {
    const client = t.client();
    const me = await signUp(client, `dots_${segment.length}_${kind}`);
    const channel = await createChannel(t.db, me.id, t.clock.now());
    // Sent as written (fetch, like a browser, would resolve the segment before sending).
    const status = await new Promise<number>((resolve, reject) => {
      const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const { hostname, port } = new URL(t.url);
      const path = `/api/channels/${channel.id}/notes/${segment}`;
      const request = http.request({ hostname, port, path, method: 'DELETE', headers: { cookie } });
      request.on('response', (response) => (response.resume(), resolve(response.statusCode ?? 0)));
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(404);
    expect(await t.db('channels').where('id', channel.id).first()).toBeDefined();
  });
});
