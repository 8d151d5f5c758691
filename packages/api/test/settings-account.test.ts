import { DEFAULT_SETTINGS, paths, type Settings } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases.js';
import { createChannel, createNote, DEFAULT_PASSWORD, signUp } from './support/factories.js';
import { FIRST_ADMIN, startGoogleTestApp, type GoogleTestApp } from './support/harness.js';
import { FAKE_CREATOR } from './fakes/youtube.js';

const DAY = 24 * 60 * 60 * 1000;

const changed: Settings = {
  notifications: { ...DEFAULT_SETTINGS.notifications, emailUpdates: true, soundEnabled: false },
  timers: {
    defaultDuration: 14,
    warningTime: 48,
    autoRestart: true,
    autoRefresh: false,
    showCountdown: false,
  },
  privacy: { dataCollection: false, analytics: true, crashReporting: false },
  appearance: { theme: 'dark', language: 'de' },
};

describe.each(databases)('settings, account and channel management on %s', (kind) => {
  let t: GoogleTestApp;
  let n = 0;
  const fresh = async () => {
    n += 1;
    const client = t.client();
    const user = await signUp(client, `acct_${n}_${kind}`);
    return { client, user };
  };
  beforeAll(async () => {
    t = await startGoogleTestApp(kind, 'cc-account', { firstAdmin: true });
  });
  afterAll(() => t.close());

  describe('settings', () => {
    it('answers the defaults until saved, then what was saved, in every session', async () => {
      const { client, user } = await fresh();
      expect((await client.get(paths.settings)).body).toEqual(DEFAULT_SETTINGS);
      const saved = await client.request('PUT', paths.settings, changed);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual(changed);
      const otherBrowser = t.client();
      await otherBrowser.post(paths.login, { username: user.username, password: DEFAULT_PASSWORD });
      expect((await otherBrowser.get(paths.settings)).body).toEqual(changed);
      expect((await t.client().get(paths.settings)).status).toBe(401);
    });

    it.each([
      [
        { ...changed, timers: { ...changed.timers, defaultDuration: 31 } },
        'timers.defaultDuration: Default duration must be at most 30 days',
      ],
      [
        { ...changed, timers: { ...changed.timers, warningTime: 0 } },
        'timers.warningTime: Warning time must be at least 1 hour',
      ],
      [{ ...changed, appearance: { theme: 'blue', language: 'de' } }, 'appearance.theme: '],
      [{ ...changed, appearance: { theme: 'dark', language: 'fr' } }, 'appearance.language: '],
      [{ notifications: changed.notifications }, 'timers: '],
      [{ ...changed, extra: true }, ''],
    ])('refuses %j with 400 naming the field, keeping what was saved', async (body, message) => {
      const { client } = await fresh();
      await client.request('PUT', paths.settings, changed);
      const refused = await client.request('PUT', paths.settings, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(message);
      expect((await client.get(paths.settings)).body).toEqual(changed);
    });

    it("keeps the browser's language for a caller that leaves the language out", async () => {
      const { client } = await fresh();
      const saved = await client.request('PUT', paths.settings, {
        ...changed,
        appearance: { theme: 'dark' },
      });
      expect(saved.status).toBe(200);
      expect((await client.get<Settings>(paths.settings)).body.appearance).toEqual({
        theme: 'dark',
        language: 'auto',
      });
    });

    it('gives new cycles the default duration', async () => {
      const { client } = await fresh();
      await client.request('PUT', paths.settings, changed);
      const channel = (await client.post(paths.channels, { channelId: FAKE_CREATOR.id })).body;
      expect(Date.parse(channel.timer.endTime) - Date.parse(channel.timer.startTime)).toBe(14 * DAY);
    });
  });

  describe('account', () => {
    it('changes the password with the current one, ending the other sessions', async () => {
      const { client, user } = await fresh();
      const elsewhere = t.client();
      await elsewhere.post(paths.login, { username: user.username, password: DEFAULT_PASSWORD });
      const wrong = await client.post(paths.userPassword, {
        currentPassword: 'Wrong0ne',
        newPassword: 'N3wPassword',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'Current password is incorrect' });
      const weak = await client.post(paths.userPassword, {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: 'weak',
      });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toMatch(/^newPassword: /);

      const done = await client.post(paths.userPassword, {
        currentPassword: DEFAULT_PASSWORD,
        newPassword: 'N3wPassword',
      });
      expect(done.status).toBe(200);
      expect((await client.get(paths.user)).status).toBe(200);
      expect((await elsewhere.get(paths.user)).status).toBe(401);
      expect(
        (await t.client().post(paths.login, { username: user.username, password: DEFAULT_PASSWORD })).status,
      ).toBe(401);
      expect(
        (await t.client().post(paths.login, { username: user.username, password: 'N3wPassword' })).status,
      ).toBe(200);
    });

    it('changes username and email under the sign-up rules; a taken name is 409', async () => {
      const { client } = await fresh();
      const { user: other } = await fresh();
      const taken = await client.patch(paths.user, { username: other.username.toUpperCase() });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ message: 'Username already exists' });
      expect((await client.patch(paths.user, { email: 'not-an-email' })).status).toBe(400);
      expect((await client.patch(paths.user, {})).status).toBe(400);
      const renamed = await client.patch(paths.user, {
        username: `renamed_${kind}`,
        email: 'new@example.com',
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ username: `renamed_${kind}`, email: 'new@example.com' });
      expect((await client.get(paths.user)).body).toMatchObject({ username: `renamed_${kind}` });
      expect(
        (await t.client().post(paths.login, { username: `renamed_${kind}`, password: DEFAULT_PASSWORD }))
          .status,
      ).toBe(200);
    });

    it('deletes the account and everything it has, with the typed DELETE and the password', async () => {
      const { client, user } = await fresh();
      const channel = await createChannel(t.db, user.id, t.clock.now());
      await createNote(t.db, channel.id, t.clock.now());
      await client.request('PUT', paths.settings, changed);
      expect(
        (await client.request('DELETE', paths.user, { confirmation: 'delete', password: DEFAULT_PASSWORD }))
          .status,
      ).toBe(400);
      const wrong = await client.request('DELETE', paths.user, {
        confirmation: 'DELETE',
        password: 'Wrong0ne',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'Password is incorrect' });

      const deleted = await client.request('DELETE', paths.user, {
        confirmation: 'DELETE',
        password: DEFAULT_PASSWORD,
      });
      expect(deleted.status).toBe(200);
      expect((await client.get(paths.user)).status).toBe(401);
      expect(
        (await t.client().post(paths.login, { username: user.username, password: DEFAULT_PASSWORD })).status,
      ).toBe(401);
      for (const [table, column, id] of [
        ['users', 'id', user.id],
        ['channels', 'user_id', user.id],
        ['notes', 'channel_id', channel.id],
        ['timers', 'channel_id', channel.id],
        ['user_settings', 'user_id', user.id],
      ] as const)
        expect(await t.db(table).where(column, id).first(), table).toBeUndefined();
    });

    it('deletes a Google-only account after a recent Google sign-in only', async () => {
      const client = t.client();
      const signedIn = await client.post(paths.firebaseAuth, {
        idToken: await t.jwks.mint({ sub: `g-delete-${kind}`, now: t.clock.now() }),
      });
      expect(signedIn.status).toBe(200);
      t.clock.advance(6 * 60 * 1000);
      const stale = await client.request('DELETE', paths.user, { confirmation: 'DELETE' });
      expect(stale.status).toBe(403);
      await client.post(paths.firebaseAuth, {
        idToken: await t.jwks.mint({ sub: `g-delete-${kind}`, now: t.clock.now() }),
      });
      expect((await client.request('DELETE', paths.user, { confirmation: 'DELETE' })).status).toBe(200);
      expect(await t.db('users').where('firebase_uid', `g-delete-${kind}`).first()).toBeUndefined();
    });

    it('refuses to delete the only administrator', async () => {
      const admin = t.client();
      await admin.post(paths.login, { username: FIRST_ADMIN, password: DEFAULT_PASSWORD });
      const refused = await admin.request('DELETE', paths.user, {
        confirmation: 'DELETE',
        password: DEFAULT_PASSWORD,
      });
      expect(refused.status).toBe(409);
      expect((await admin.get(paths.user)).status).toBe(200);
    });
  });

  describe('channel management', () => {
    it('removes a channel with its cycles and notes; another user’s channel is 404', async () => {
      const { client, user } = await fresh();
      const { client: stranger } = await fresh();
      const channel = await createChannel(t.db, user.id, t.clock.now());
      await createNote(t.db, channel.id, t.clock.now());
      expect((await stranger.delete(paths.channel(channel.id))).status).toBe(404);
      const removed = await client.delete(paths.channel(channel.id));
      expect(removed).toMatchObject({ status: 200, body: { message: 'Channel removed' } });
      expect((await client.get(paths.channels)).body).toEqual([]);
      expect(await t.db('timers').where('channel_id', channel.id).first()).toBeUndefined();
      expect(await t.db('notes').where('channel_id', channel.id).first()).toBeUndefined();
      expect((await client.delete(paths.channel(channel.id))).status).toBe(404);
    });

    it('starts a new cycle when none runs, of the given or the default length', async () => {
      const { client, user } = await fresh();
      const { client: stranger } = await fresh();
      const channel = await createChannel(t.db, user.id, t.clock.now());
      expect((await client.post(paths.channelTimer(channel.id), {})).status).toBe(409);
      expect((await stranger.post(paths.channelTimer(channel.id), {})).status).toBe(404);
      t.clock.advance(8 * DAY);
      expect((await client.post(paths.channelTimer(channel.id), { durationDays: 0 })).status).toBe(400);
      const restarted = await client.post(paths.channelTimer(channel.id), { durationDays: 3 });
      expect(restarted.status).toBe(201);
      expect(restarted.body.timer).toMatchObject({ startTime: t.clock.now().toISOString(), isPaused: false });
      expect(Date.parse(restarted.body.timer.endTime) - t.clock.now().getTime()).toBe(3 * DAY);
      expect(restarted.body.cycles).toEqual({ total: 2, completed: 1 });
    });

    it('pauses a cycle, freezing its remaining time, and resumes it where it was', async () => {
      const { client } = await fresh();
      const { client: stranger } = await fresh();
      const channel = (await client.post(paths.channels, { channelId: FAKE_CREATOR.id })).body;
      const timerId = channel.timer.id as number;
      const endBefore = Date.parse(channel.timer.endTime);
      expect((await stranger.patch(paths.timer(timerId), { isPaused: true })).status).toBe(404);

      t.clock.advance(DAY);
      const pausedTimer = await client.patch(paths.timer(timerId), { isPaused: true });
      expect(pausedTimer.status).toBe(200);
      expect(pausedTimer.body).toMatchObject({ isPaused: true, pausedAt: t.clock.now().toISOString() });
      t.clock.advance(10 * DAY);
      // Ten days later the 7-day cycle has not completed: it was paused.
      const [listed] = (await client.get(paths.channels)).body;
      expect(listed.cycles).toEqual({ total: 1, completed: 0 });
      expect((await client.post(paths.channels, { channelId: FAKE_CREATOR.id })).status).toBe(409);

      const resumedTimer = await client.patch(paths.timer(timerId), { isPaused: false });
      expect(resumedTimer.body).toMatchObject({ isPaused: false, pausedAt: null });
      expect(Date.parse(resumedTimer.body.endTime) - endBefore).toBe(10 * DAY);
      expect((await client.patch(paths.timer(timerId), { isPaused: 'yes' })).status).toBe(400);

      t.clock.advance(7 * DAY);
      expect((await client.patch(paths.timer(timerId), { isPaused: true })).status).toBe(409);
    });
  });
});
