import { paths, userSchema } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases.js';
import { createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { startFakeJwks, type FakeJwks } from './fakes/jwks.js';

const HOUR_S = 3600;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function firebaseEnv(jwks: FakeJwks, extra: Record<string, string> = {}) {
  return {
    FIREBASE_PROJECT_ID: jwks.projectId,
    FIREBASE_API_KEY: 'test-api-key',
    FIREBASE_JWKS_URL: jwks.url,
    ...extra,
  };
}

describe.each(databases)('POST /api/auth/firebase on %s', (kind) => {
  let jwks: FakeJwks;
  let t: TestApp;
  beforeAll(async () => {
    jwks = await startFakeJwks('cc-exchange-test');
    t = await startTestApp(kind, { env: firebaseEnv(jwks) });
    // An account exists already, so Google sign-ins below create plain users.
    await createUser(t.db, { username: 'existing_admin', role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await jwks.close();
  });

  const mint = (options: Parameters<FakeJwks['mint']>[0] = {}) =>
    jwks.mint({ now: t.clock.now(), ...options });
  const userCount = async () => Number((await t.db('users').count({ n: '*' }).first())?.n);

  it('signs in a new Google account as a user named after its email, keeping the email', async () => {
    const client = t.client();
    const response = await client.post(paths.firebaseAuth, {
      idToken: await mint({ sub: 'g-ada', email: 'ada.lovelace@gmail.com' }),
    });
    expect(response.status).toBe(200);
    expect(userSchema.parse(response.body)).toEqual({
      id: expect.any(Number),
      username: 'ada_lovelace',
      email: 'ada.lovelace@gmail.com',
      role: 'user',
      avatarUrl: null,
      hasPassword: false,
    });
    expect((await client.get(paths.user)).body).toMatchObject({
      id: response.body.id,
      email: 'ada.lovelace@gmail.com',
    });
    const row = await t.db('users').where({ id: response.body.id }).first();
    expect(row).toMatchObject({ firebase_uid: 'g-ada', password_hash: null });
  });

  it("keeps a token's email only when it is one address: never a list, a display name or a line break", async () => {
    for (const [n, email] of [
      'a@example.com, b@evil.example',
      'a@example.com;b@evil.example',
      'a@example.com\r\nBcc: b@evil.example',
      'Ada <ada@example.com>',
      '"Ada" <ada@example.com>',
      ' ada@example.com',
    ].entries()) {
      const response = await t
        .client()
        .post(paths.firebaseAuth, { idToken: await mint({ sub: `g-list-${n}`, email }) });
      expect(response.status, email).toBe(200);
      expect(response.body.email, email).toBeNull();
      expect((await t.db('users').where({ id: response.body.id }).first()).email, email).toBeNull();
    }
    // An account whose address was kept does not take a list from a later token.
    const kept = await t.client().post(paths.firebaseAuth, {
      idToken: await mint({ sub: 'g-kept', email: 'kept@example.com' }),
    });
    const again = await t.client().post(paths.firebaseAuth, {
      idToken: await mint({ sub: 'g-kept', email: 'kept@example.com, b@evil.example' }),
    });
    expect(again.body).toMatchObject({ id: kept.body.id, email: 'kept@example.com' });
  });

  it('signs the same Google account in again as the same user', async () => {
    const before = await userCount();
    const first = await t
      .client()
      .post(paths.firebaseAuth, { idToken: await mint({ sub: 'g-same', email: 'same@gmail.com' }) });
    const again = await t
      .client()
      .post(paths.firebaseAuth, { idToken: await mint({ sub: 'g-same', email: 'same@gmail.com' }) });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await userCount()).toBe(before + 1);
  });

  it('makes two accounts whose emails derive the same username two users with unique names', async () => {
    const a = await t
      .client()
      .post(paths.firebaseAuth, { idToken: await mint({ sub: 'g-twin-1', email: 'twin@gmail.com' }) });
    const b = await t
      .client()
      .post(paths.firebaseAuth, { idToken: await mint({ sub: 'g-twin-2', email: 'twin@example.org' }) });
    expect(a.body.username).toBe('twin');
    expect(b.body.username).toBe('twin2');
    expect(a.body.id).not.toBe(b.body.id);
  });

  it('never links to a password account by email (that email was never proven)', async () => {
    const squatter = await createUser(t.db, { username: 'victim', email: 'victim@gmail.com' });
    const response = await t
      .client()
      .post(paths.firebaseAuth, { idToken: await mint({ sub: 'g-victim', email: 'victim@gmail.com' }) });
    expect(response.status).toBe(200);
    expect(response.body.id).not.toBe(squatter.id);
    expect(response.body.username).toBe('victim2');
  });

  it('starts a fresh session id at sign-in', async () => {
    await createUser(t.db, { username: 'switcher' });
    const client = t.client();
    await client.post(paths.login, { username: 'switcher', password: DEFAULT_PASSWORD });
    const before = client.cookies.get('cc.sid');
    expect(before).toBeDefined();
    await client.post(paths.firebaseAuth, {
      idToken: await mint({ sub: 'g-switch', email: 'switch@gmail.com' }),
    });
    expect(client.cookies.get('cc.sid')).toBeDefined();
    expect(client.cookies.get('cc.sid')).not.toBe(before);
    expect((await client.get(paths.user)).body).toMatchObject({ email: 'switch@gmail.com' });
  });

  it('refuses a deactivated Google user with 403 and the reason', async () => {
    const first = await t
      .client()
      .post(paths.firebaseAuth, { idToken: await mint({ sub: 'g-off', email: 'off@gmail.com' }) });
    await t.db('users').where({ id: first.body.id }).update({ is_active: false });
    const client = t.client();
    const response = await client.post(paths.firebaseAuth, {
      idToken: await mint({ sub: 'g-off', email: 'off@gmail.com' }),
    });
    expect(response).toMatchObject({ status: 403, body: { message: 'Account is deactivated' } });
    expect((await client.get(paths.user)).status).toBe(401);
  });

  describe('refused tokens', () => {
    const now = () => seconds(t.clock.now());
    const cases: Array<[string, () => Promise<string>]> = [
      ['a wrong audience', () => mint({ claims: { aud: 'another-project' } })],
      ['a wrong issuer', () => mint({ claims: { iss: 'https://securetoken.google.com/another-project' } })],
      [
        'an expired token',
        () =>
          mint({ claims: { iat: now() - 2 * HOUR_S, auth_time: now() - 2 * HOUR_S, exp: now() - HOUR_S } }),
      ],
      [
        'a token issued in the future',
        () => mint({ claims: { iat: now() + HOUR_S, exp: now() + 2 * HOUR_S } }),
      ],
      ['a bad signature', () => mint({ signWith: 'unpublished' })],
      ['alg none outside emulator mode', async () => jwks.mintUnsigned({ now: t.clock.now() })],
    ];
    it.each(cases)('answers %s with 401 JSON, creating no user and no session', async (_name, token) => {
      const before = await userCount();
      const client = t.client();
      const response = await client.post(paths.firebaseAuth, { idToken: await token() });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid or expired Google sign-in token' });
      expect(await userCount()).toBe(before);
      expect((await client.get(paths.user)).status).toBe(401);
    });
  });

  it('answers a missing or non-string idToken with 400 naming the field', async () => {
    for (const body of [{}, { idToken: 42 }, { idToken: '' }]) {
      const response = await t.client().post(paths.firebaseAuth, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('idToken');
    }
  });

  it('gives the browser its Firebase web config', async () => {
    expect((await t.client().get(paths.config)).body).toEqual({
      firebase: {
        apiKey: 'test-api-key',
        authDomain: 'cc-exchange-test.firebaseapp.com',
        projectId: 'cc-exchange-test',
        emulatorUrl: null,
      },
      // Push keys are generated into DATA_DIR; no SMTP_URL here.
      delivery: { pushPublicKey: expect.any(String), email: false },
    });
  });
});

describe('Google sign-in, other configurations', () => {
  it('makes the first account on an empty database, created by Google sign-in, the administrator', async () => {
    const jwks = await startFakeJwks('cc-first-admin');
    const t = await startTestApp('sqlite', { env: firebaseEnv(jwks) });
    try {
      const response = await t
        .client()
        .post(paths.firebaseAuth, { idToken: await jwks.mint({ now: t.clock.now() }) });
      expect(response.body).toMatchObject({ role: 'admin' });
    } finally {
      await t.close();
      await jwks.close();
    }
  });

  it.each(databases)(
    'makes exactly one administrator when six first Google sign-ins race on an empty %s database',
    async (kind) => {
      const jwks = await startFakeJwks('cc-first-race');
      const t = await startTestApp(kind, { env: firebaseEnv(jwks) });
      try {
        const tokens = await Promise.all(
          [1, 2, 3, 4, 5, 6].map((n) =>
            jwks.mint({ now: t.clock.now(), sub: `g-race-${n}`, email: `race${n}@gmail.com` }),
          ),
        );
        // Open the pool's connections first, so the sign-ins run side by side rather than one per new connection.
        await Promise.all(
          tokens.map(() => t.db.raw(kind === 'postgres' ? 'select pg_sleep(0.05)' : 'select 1')),
        );
        const answers = await Promise.all(
          tokens.map((idToken) => t.client().post(paths.firebaseAuth, { idToken })),
        );
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
        expect(answers.filter((answer) => answer.body.role === 'admin')).toHaveLength(1);
        expect(await t.db('users').where('role', 'admin').count({ n: '*' }).first()).toMatchObject({
          n: expect.toSatisfy((n) => Number(n) === 1),
        });
      } finally {
        await t.close();
        await jwks.close();
      }
    },
  );

  it('accepts unsigned emulator tokens only with the emulator variable and a demo- project', async () => {
    const jwks = await startFakeJwks('demo-cc');
    const emulated = await startTestApp('sqlite', {
      env: firebaseEnv(jwks, { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    });
    const plain = await startTestApp('sqlite', { env: firebaseEnv(jwks) });
    try {
      const token = jwks.mintUnsigned({
        sub: 'emu-user',
        email: 'emu@example.com',
        now: emulated.clock.now(),
      });
      const accepted = await emulated.client().post(paths.firebaseAuth, { idToken: token });
      expect(accepted).toMatchObject({ status: 200, body: { username: 'emu', email: 'emu@example.com' } });
      const refused = await plain.client().post(paths.firebaseAuth, { idToken: token });
      expect(refused).toMatchObject({ status: 401, body: { message: expect.any(String) } });
      expect((await emulated.client().get(paths.config)).body.firebase.emulatorUrl).toBe(
        'http://127.0.0.1:9099',
      );
    } finally {
      await emulated.close();
      await plain.close();
      await jwks.close();
    }
  });

  it('answers 404 JSON when Google sign-in is not configured', async () => {
    const t = await startTestApp('sqlite');
    try {
      const response = await t.client().post(paths.firebaseAuth, { idToken: 'a.b.c' });
      expect(response).toMatchObject({ status: 404, body: { message: 'Google sign-in is not configured' } });
    } finally {
      await t.close();
    }
  });
});
