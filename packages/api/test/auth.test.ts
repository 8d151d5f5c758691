import { INVALID_CREDENTIALS } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByName, updateUser } from '../src/db/users.js';
import { verifyPassword } from '../src/identity/password.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

describe.each(databases)('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('makes exactly one admin and refuses case-twins when sign-ups race on an empty database', async () => {
    const racing = await startTestApp(kind);
    try {
      const names = ['race_a', 'race_b', 'race_c', 'Race_A', 'RACE_A'];
      const answers = await Promise.all(
        names.map((username) =>
          racing
            .client()
            .post('/api/register', { username, email: `${username}@example.com`, password: 'Passw0rd' }),
        ),
      );
      const created = answers.filter((answer) => answer.status === 201);
      expect(created).toHaveLength(3);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
      expect(created.filter((answer) => answer.body.role === 'admin')).toHaveLength(1);
    } finally {
      await racing.close();
    }
  });

  it('registers the first account as admin, signs it in, and later accounts as user', async () => {
    const first = t.client();
    const created = await first.post('/api/register', {
      username: 'first_admin',
      email: 'first@example.com',
      password: 'Passw0rd',
      firstName: '',
      lastName: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      username: 'first_admin',
      email: 'first@example.com',
      role: 'admin',
      avatarUrl: null,
      hasPassword: true,
    });
    expect((await first.get('/api/user')).body).toMatchObject({ username: 'first_admin', role: 'admin' });

    const second = t.client();
    expect(await signUp(second, 'second_user')).toMatchObject({ role: 'user' });
    expect((await second.get('/api/user')).body).toMatchObject({ username: 'second_user', role: 'user' });
  });

  it('sets a signed, httpOnly, SameSite=Lax session cookie (not secure outside production)', async () => {
    const client = t.client();
    const response = await client.post('/api/register', {
      username: 'cookie_user',
      email: 'c@example.com',
      password: 'Passw0rd',
    });
    const session = response.setCookies.find((line) => line.startsWith('cc.sid='));
    const signature = response.setCookies.find((line) => line.startsWith('cc.sid.sig='));
    expect(session).toMatch(/; httponly/i);
    expect(session).toMatch(/; samesite=lax/i);
    expect(session).not.toMatch(/; secure/i);
    expect(signature).toBeDefined();
  });

  it('stores only a scrypt hash of the password', async () => {
    const client = t.client();
    await client.post('/api/register', {
      username: 'hash_user',
      email: 'h@example.com',
      password: 'Secr3tPass',
    });
    const row = await t.db('users').where({ username: 'hash_user' }).first();
    expect(JSON.stringify(row)).not.toContain('Secr3tPass');
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Secr3tPass', row.password_hash)).toBe(true);
    const other = await t.db('users').where({ username: 'cookie_user' }).first();
    expect(other.password_hash.split('$')[4]).not.toBe(row.password_hash.split('$')[4]);
  });

  it('answers a taken username with 409, whatever its case', async () => {
    await signUp(t.client(), 'taken_name');
    for (const username of ['taken_name', 'TAKEN_NAME']) {
      const response = await t
        .client()
        .post('/api/register', { username, email: 'x@example.com', password: 'Passw0rd' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'Username already exists' });
    }
  });

  it.each([
    [{ username: 'ab' }, 'username: Username must be at least 3 characters'],
    [{ username: 'a'.repeat(51) }, 'username: Username must be less than 50 characters'],
    [{ username: 'bad name!' }, 'username: Username can only contain letters, numbers, and underscores'],
    [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ password: 'Ab1' }, 'password: Password must be at least 6 characters'],
    [
      { password: 'alllowercase1' },
      'password: Password must contain at least one lowercase letter, one uppercase letter, and one number',
    ],
    [
      { password: 'NoDigitsHere' },
      'password: Password must contain at least one lowercase letter, one uppercase letter, and one number',
    ],
    [{ username: undefined }, 'username: '],
  ])('refuses register %j with a 400 naming the field', async (change, message) => {
    const body = { username: 'valid_name', email: 'v@example.com', password: 'Passw0rd', ...change };
    const response = await t.client().post('/api/register', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(await findUserByName(t.db, 'valid_name')).toBeUndefined();
  });

  it('signs in with the right password, and answers a wrong one with 401 JSON', async () => {
    await signUp(t.client(), 'login_user', 'Passw0rd');
    const wrong = t.client();
    const refused = await wrong.post('/api/login', { username: 'login_user', password: 'Wrong1234' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toContain('application/json');
    expect(refused.body).toEqual({ message: 'Invalid username or password' });
    expect((await wrong.get('/api/user')).status).toBe(401);

    const unknown = await t.client().post('/api/login', { username: 'nobody_here', password: 'Passw0rd' });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });

    const right = t.client();
    const accepted = await right.post('/api/login', { username: 'login_user', password: 'Passw0rd' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ username: 'login_user', role: 'user' });
    expect((await right.get('/api/user')).body).toMatchObject({ username: 'login_user' });
  });

  it('refuses a login without fields with the SPEC messages', async () => {
    const response = await t.client().post('/api/login', { username: '', password: 'x' });
    expect(response).toMatchObject({ status: 400, body: { message: 'username: Username is required' } });
    const noPassword = await t.client().post('/api/login', { username: 'someone' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toMatch(/^password: /);
  });

  it('gives a new session id at sign-in (no session fixation)', async () => {
    await signUp(t.client(), 'fixation_user');
    const client = t.client();
    await client.post('/api/login', { username: 'fixation_user', password: 'Passw0rd' });
    const firstId = client.cookies.get('cc.sid');
    await client.post('/api/login', { username: 'fixation_user', password: 'Passw0rd' });
    expect(client.cookies.get('cc.sid')).not.toBe(firstId);
    expect(await t.db('sessions').where({ id: firstId }).first()).toBeUndefined();
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it('answers GET /api/user without a session with 401 JSON', async () => {
    const response = await t.client().get('/api/user');
    expect(response).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('refuses a forged session cookie', async () => {
    const client = t.client();
    await signUp(client, 'forged_user');
    client.cookies.set('cc.sid.sig', 'forged-signature');
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('keeps the session in the database and destroys it at logout', async () => {
    const client = t.client();
    const user = await signUp(client, 'logout_user');
    const sessionId = client.cookies.get('cc.sid');
    const row = await t.db('sessions').where({ id: sessionId }).first();
    expect(row.user_id).toBe(user.id);

    const loggedOut = await client.post('/api/logout');
    expect(loggedOut.status).toBe(200);
    expect(await t.db('sessions').where({ id: sessionId }).first()).toBeUndefined();
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('refuses sign-in to a deactivated account and drops its sessions', async () => {
    const client = t.client();
    const user = await signUp(client, 'deactivated_user');
    await updateUser(t.db, user.id, { isActive: false });
    expect((await client.get('/api/user')).status).toBe(401);
    const login = await t.client().post('/api/login', { username: 'deactivated_user', password: 'Passw0rd' });
    expect(login).toMatchObject({ status: 401, body: { message: INVALID_CREDENTIALS } });
  });

  it("answers a deactivated account's right password exactly as a wrong one (no password oracle)", async () => {
    await signUp(t.client(), 'deactivated_oracle');
    const user = await findUserByName(t.db, 'deactivated_oracle');
    await updateUser(t.db, user!.id, { isActive: false });
    const right = await t
      .client()
      .post('/api/login', { username: 'deactivated_oracle', password: 'Passw0rd' });
    const wrong = await t
      .client()
      .post('/api/login', { username: 'deactivated_oracle', password: 'Wr0ngPass' });
    expect({ status: right.status, body: right.body }).toEqual({ status: wrong.status, body: wrong.body });
    expect(right.status).toBe(401);
    expect(right.headers.get('set-cookie')).toBeNull();
  });
});
