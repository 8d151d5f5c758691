import { EMAIL_TAKEN, notificationsPageSchema, paths, userSchema } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, updateUser } from '../src/db/users.js';
import { ConflictError } from '../src/errors.js';
import { databases } from './support/databases.js';
import { createUser, DEFAULT_PASSWORD, signUp } from './support/factories.js';
import { startGoogleTestApp, type GoogleTestApp } from './support/harness.js';
import type { TestClient } from './support/client.js';

const TAKEN = { message: EMAIL_TAKEN };

/**
 * Issue 49: one account per email address, compared in any case, on every path that sets one (sign-up,
 * the profile change, Google sign-in), with the unique index as the last guard.
 */
describe.each(databases)('one account per email on %s', (kind) => {
  let t: GoogleTestApp;
  let n = 0;
  const name = (prefix: string) => `${prefix}_${(n += 1)}`;
  const usersWithEmail = async (email: string) =>
    (await t.db('users').whereRaw('lower(email) = ?', [email.toLowerCase()]).select('id', 'email')) as Array<{
      id: number;
      email: string;
    }>;
  const register = (client: TestClient, username: string, email: string) =>
    client.post(paths.register, { username, email, password: DEFAULT_PASSWORD });
  const accountNotices = async (client: TestClient) =>
    notificationsPageSchema
      .parse((await client.get(paths.notifications)).body)
      .items.filter((item) => item.kind === 'account');

  beforeAll(async () => {
    t = await startGoogleTestApp(kind, 'cc-email-unique', { firstAdmin: true });
  });
  afterAll(() => t.close());

  describe('sign-up', () => {
    it('refuses an address another account has, in any case, with 409 in words, and makes no account', async () => {
      const first = await register(t.client(), name('owner'), 'Shared.Person@Example.com');
      expect(first.status).toBe(201);
      for (const email of [
        'Shared.Person@Example.com',
        'shared.person@example.com',
        'SHARED.PERSON@EXAMPLE.COM',
      ]) {
        const username = name('second');
        const second = await register(t.client(), username, email);
        expect(second).toMatchObject({ status: 409, body: TAKEN });
        expect(await t.db('users').where({ username }).first()).toBeUndefined();
      }
      expect(await usersWithEmail('shared.person@example.com')).toEqual([
        { id: first.body.id, email: 'Shared.Person@Example.com' },
      ]);
    });

    it('refuses a spaced copy of a taken address (the address is trimmed before it is compared)', async () => {
      await register(t.client(), name('trim'), 'trim.me@example.com');
      expect(await register(t.client(), name('trim'), '  Trim.Me@example.com ')).toMatchObject({
        status: 409,
        body: TAKEN,
      });
    });

    it('gives one of several simultaneous sign-ups with one address the account, the others 409', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          register(t.client(), name('racer'), i % 2 ? 'Race@Example.com' : 'race@example.com'),
        ),
      );
      const statuses = attempts.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      for (const refused of attempts.filter((response) => response.status === 409))
        expect(refused.body).toEqual(TAKEN);
      expect(await usersWithEmail('race@example.com')).toHaveLength(1);
    });
  });

  describe('profile change (PATCH /api/user)', () => {
    it("refuses another account's address in any case with 409, changing nothing", async () => {
      await register(t.client(), name('holder'), 'held@example.com');
      const client = t.client();
      const me = await signUp(client, name('changer'));
      for (const email of ['held@example.com', 'HELD@example.COM']) {
        const refused = await client.request('PATCH', paths.user, { email });
        expect(refused).toMatchObject({ status: 409, body: TAKEN });
      }
      // Nothing of the request is written: not the username beside the taken address either.
      const both = await client.request('PATCH', paths.user, {
        username: name('renamed'),
        email: 'Held@example.com',
      });
      expect(both).toMatchObject({ status: 409, body: TAKEN });
      expect((await client.get(paths.user)).body).toMatchObject({
        username: me.username,
        email: `${me.username}@example.com`,
      });
      expect(await usersWithEmail('held@example.com')).toHaveLength(1);
    });

    it('lets a user write their own address in another case, and take an address nobody has', async () => {
      const client = t.client();
      const me = await signUp(client, name('recase'));
      const own = await client.request('PATCH', paths.user, {
        email: `${me.username.toUpperCase()}@Example.com`,
      });
      expect(own).toMatchObject({ status: 200, body: { email: `${me.username.toUpperCase()}@Example.com` } });
      const fresh = await client.request('PATCH', paths.user, { email: `${me.username}.new@example.com` });
      expect(fresh).toMatchObject({ status: 200, body: { email: `${me.username}.new@example.com` } });
      // The old address is free again.
      expect((await register(t.client(), name('next'), `${me.username}@example.com`)).status).toBe(201);
    });

    it('gives one of two users changing to the same address at once the address, the other 409', async () => {
      const a = t.client();
      const b = t.client();
      await signUp(a, name('swap'));
      await signUp(b, name('swap'));
      const answers = await Promise.all([
        a.request('PATCH', paths.user, { email: 'wanted@example.com' }),
        b.request('PATCH', paths.user, { email: 'WANTED@example.com' }),
        register(t.client(), name('swap'), 'Wanted@Example.com'),
      ]);
      expect(answers.filter((response) => response.status === 200 || response.status === 201)).toHaveLength(
        1,
      );
      expect(answers.filter((response) => response.status === 409)).toHaveLength(2);
      for (const refused of answers.filter((response) => response.status === 409))
        expect(refused.body).toEqual(TAKEN);
      expect(await usersWithEmail('wanted@example.com')).toHaveLength(1);
    });
  });

  describe('Google sign-in', () => {
    const mint = (sub: string, email: string) => t.jwks.mint({ now: t.clock.now(), sub, email });

    it('makes a new Google account without an address another account holds, and tells the user in the app', async () => {
      const squatter = await createUser(t.db, { username: name('squatter'), email: 'Google.User@gmail.com' });
      const client = t.client();
      const sub = `g-${name('taken')}`;
      const response = await client.post(paths.firebaseAuth, {
        idToken: await mint(sub, 'google.user@gmail.com'),
      });
      expect(response.status).toBe(200);
      const user = userSchema.parse(response.body);
      expect(user.id).not.toBe(squatter.id);
      expect(user.email).toBeNull();
      expect(await usersWithEmail('google.user@gmail.com')).toEqual([
        { id: squatter.id, email: 'Google.User@gmail.com' },
      ]);
      const [notice, ...more] = await accountNotices(client);
      expect(more).toEqual([]);
      expect(notice).toMatchObject({ title: 'Email address not added', channelId: null, read: false });
      expect(notice!.body).toContain('google.user@gmail.com');
      expect(notice!.body).toContain('add another address in Settings');
      // In the app only: never pushed or mailed.
      const row = await t.db('notifications').where('id', notice!.id).first();
      expect(row.queued_at).not.toBeNull();

      // Signing in again tells nothing new.
      const again = t.client();
      const signedInAgain = await again.post(paths.firebaseAuth, {
        idToken: await mint(sub, 'google.user@gmail.com'),
      });
      expect(signedInAgain.body).toMatchObject({ id: user.id, email: null });
      expect(await accountNotices(again)).toHaveLength(1);
    });

    it("keeps an existing Google account's address when its Google address changes to one another account holds", async () => {
      const sub = `g-${name('mover')}`;
      const client = t.client();
      const first = await client.post(paths.firebaseAuth, { idToken: await mint(sub, `${sub}@gmail.com`) });
      expect(first.body.email).toBe(`${sub}@gmail.com`);
      await createUser(t.db, { username: name('other'), email: 'moved.to@gmail.com' });
      const moved = await client.post(paths.firebaseAuth, { idToken: await mint(sub, 'Moved.To@gmail.com') });
      expect(moved).toMatchObject({ status: 200, body: { id: first.body.id, email: `${sub}@gmail.com` } });
      expect(await accountNotices(client)).toEqual([
        expect.objectContaining({
          title: 'Email address not added',
          body: expect.stringContaining('Moved.To@gmail.com'),
        }),
      ]);
      // An address nobody holds is taken up as before.
      const free = await client.post(paths.firebaseAuth, {
        idToken: await mint(sub, `${sub}.new@gmail.com`),
      });
      expect(free.body.email).toBe(`${sub}.new@gmail.com`);
    });

    it("answers a password sign-up with a Google account's address with 409", async () => {
      const sub = `g-${name('first')}`;
      await t.client().post(paths.firebaseAuth, { idToken: await mint(sub, `${sub}@gmail.com`) });
      expect(await register(t.client(), name('late'), `${sub.toUpperCase()}@GMAIL.com`)).toMatchObject({
        status: 409,
        body: TAKEN,
      });
    });
  });

  describe('the unique index, the last guard', () => {
    it('refuses a second account with the address in another case as a 409 in words, on insert and update', async () => {
      const holder = await createUser(t.db, { username: name('guarded'), email: 'guard@example.com' });
      const insert = createUser(t.db, { username: name('guarded'), email: 'GUARD@example.com' });
      await expect(insert).rejects.toBeInstanceOf(ConflictError);
      await expect(insert).rejects.toThrow(EMAIL_TAKEN);
      const other = await createUser(t.db, { username: name('guarded') });
      const update = updateUser(t.db, other.id, { email: 'Guard@Example.com' });
      await expect(update).rejects.toBeInstanceOf(ConflictError);
      await expect(update).rejects.toThrow(EMAIL_TAKEN);
      expect(await usersWithEmail('guard@example.com')).toEqual([
        { id: holder.id, email: 'guard@example.com' },
      ]);
      // Accounts without an address are many.
      for (const username of [name('none'), name('none')])
        await insertUser(t.db, {
          username,
          email: null,
          firstName: null,
          lastName: null,
          passwordHash: null,
          firebaseUid: null,
          role: 'user',
          isActive: true,
          createdAt: new Date(),
          lastActivityAt: null,
        });
    });
  });
});
