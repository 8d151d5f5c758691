import {
  adminChannelsPageSchema,
  adminNotesPageSchema,
  adminStatsSchema,
  adminTimersPageSchema,
  adminUsersPageSchema,
  INVALID_CREDENTIALS,
  paths,
  TIMER_CYCLE_MS,
} from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTimer } from '../src/domain/timers/records.js';
import { databases } from './support/databases.js';
import type { TestClient } from './support/client.js';
import { createChannel, createNote, createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const HOUR = 3600_000;

async function signedIn(t: TestApp, username: string, password = DEFAULT_PASSWORD): Promise<TestClient> {
  const client = t.client();
  const response = await client.post(paths.login, { username, password });
  if (response.status !== 200)
    throw new Error(`login ${username}: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}

describe.each(databases)('admin API on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let adminId: number;
  let member: TestClient;
  let memberId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    const now = t.clock.now();
    const adminUser = await createUser(t.db, { username: 'boss', role: 'admin', email: 'boss@example.com' });
    adminId = adminUser.id;
    const memberUser = await createUser(t.db, { username: 'member', email: null });
    memberId = memberUser.id;
    admin = await signedIn(t, 'boss');
    member = await signedIn(t, 'member');
    // member: 2 channels (one running timer, one finished cycle), 3 notes.
    const running = await createChannel(t.db, memberId, now, {
      subscriberCount: 5_000,
      channelName: 'Running',
    });
    const finished = await createChannel(t.db, memberId, new Date(now.getTime() - TIMER_CYCLE_MS - HOUR), {
      subscriberCount: 50,
      channelName: 'Finished',
    });
    await createNote(t.db, running.id, now, 'first note');
    await createNote(t.db, running.id, new Date(now.getTime() + 1000), 'second note');
    await createNote(t.db, finished.id, new Date(now.getTime() + 2000), 'third note');
  });
  afterAll(async () => {
    await t.close();
  });

  const reads = [
    paths.adminStats,
    paths.adminUsers,
    paths.adminChannels,
    paths.adminTimers,
    paths.adminNotes,
  ];

  describe('access matrix', () => {
    const calls = (): Array<[string, string, unknown]> => [
      ...reads.map((path): [string, string, unknown] => ['GET', path, undefined]),
      ['PATCH', paths.adminUserStatus(memberId), { isActive: true }],
      ['DELETE', paths.adminUser(999_999), undefined],
    ];

    it('answers every admin call of a visitor with 401 JSON', async () => {
      for (const [method, path, body] of calls()) {
        const response = await t.client().request(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(response.body).toEqual({ message: expect.any(String) });
      }
    });

    it('answers every admin call of a signed-in non-admin with 403 JSON', async () => {
      for (const [method, path, body] of calls()) {
        const response = await member.request(method, path, body);
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(response.body).toEqual({ message: expect.any(String) });
      }
      expect((await t.db('users').where({ id: memberId }).first()).is_active).toBeTruthy();
    });

    it('answers every admin read of an admin with 200 and the documented record shape', async () => {
      const schemas = [
        adminStatsSchema,
        adminUsersPageSchema,
        adminChannelsPageSchema,
        adminTimersPageSchema,
        adminNotesPageSchema,
      ];
      for (const [index, path] of reads.entries()) {
        const response = await admin.get(path);
        expect(response.status, path).toBe(200);
        expect(schemas[index]!.safeParse(response.body).error, path).toBeUndefined();
      }
    });
  });

  it('reports stats: totals, running timers and top channels by subscribers', async () => {
    const { body } = await admin.get(paths.adminStats);
    expect(body).toEqual({
      totalUsers: 2,
      activeUsers: 2,
      totalChannels: 2,
      totalTimers: 1,
      totalNotes: 3,
      // member 44 (Medium), boss 20 (Low): see the users list below.
      engagement: { averageScore: 32, bands: { High: 0, Good: 0, Medium: 1, Low: 1 } },
      topPerformers: [
        expect.objectContaining({ username: 'member', engagementScore: 44 }),
        expect.objectContaining({ username: 'boss', engagementScore: 20 }),
      ],
      topChannels: [
        {
          channelName: 'Running',
          videoCount: expect.any(Number),
          subscriberCount: 5_000,
          user: { username: 'member' },
        },
        {
          channelName: 'Finished',
          videoCount: expect.any(Number),
          subscriberCount: 50,
          user: { username: 'member' },
        },
      ],
    });
  });

  it('lists users with their counts and engagement score', async () => {
    const body = (await admin.get(paths.adminUsers)).body.items;
    const row = body.find((user: { id: number }) => user.id === memberId);
    expect(row).toEqual({
      id: memberId,
      username: 'member',
      email: null,
      role: 'user',
      isActive: true,
      createdAt: expect.any(String),
      lastActivityAt: expect.any(String),
      // 2 channels (12) + 1 running timer (6) + 3 notes (6) + active today (20)
      engagementScore: 44,
      channelsCount: 2,
      timersCount: 2,
      activeTimersCount: 1,
      notesCount: 3,
    });
    expect(body.find((user: { id: number }) => user.id === adminId)).toMatchObject({
      role: 'admin',
      channelsCount: 0,
      engagementScore: 20,
    });
  });

  it('lists channels with their owner, running timers and notes newest first', async () => {
    const channels = (await admin.get(paths.adminChannels)).body.items;
    expect(channels).toHaveLength(2);
    expect(channels[0]).toMatchObject({
      channels: { channelName: 'Running', userId: memberId },
      users: { id: memberId, username: 'member' },
    });

    const timers = (await admin.get(paths.adminTimers)).body.items;
    expect(timers).toEqual([
      expect.objectContaining({
        isActive: true,
        isPaused: false,
        channel: { channelName: 'Running' },
        user: { username: 'member' },
      }),
    ]);

    const notes = (await admin.get(paths.adminNotes)).body.items;
    expect(notes.map((note: { content: string }) => note.content)).toEqual([
      'third note',
      'second note',
      'first note',
    ]);
    expect(notes[0]).toMatchObject({ channel: { channelName: 'Finished' }, user: { username: 'member' } });
  });

  it('moves a finished timer out of the running figures when the clock passes its end', async () => {
    const channel = await createChannel(t.db, memberId, t.clock.now(), { channelName: 'Soon over' });
    expect((await admin.get(paths.adminStats)).body.totalTimers).toBe(2);
    t.clock.advance(TIMER_CYCLE_MS + 1000);
    try {
      expect((await admin.get(paths.adminStats)).body.totalTimers).toBe(0);
      expect((await admin.get(paths.adminTimers)).body).toEqual({
        items: [],
        nextCursor: null,
        total: 0,
        totalCapped: false,
      });
    } finally {
      t.clock.advance(-(TIMER_CYCLE_MS + 1000));
      await t.db('timers').where('channel_id', channel.id).delete();
      await t.db('channels').where({ id: channel.id }).delete();
    }
  });

  describe('deactivation', () => {
    it('signs the user out everywhere, refuses their sign-in with 403, and reactivation lets them back', async () => {
      const victim = await createUser(t.db, { username: 'to_deactivate' });
      const laptop = await signedIn(t, 'to_deactivate');
      const phone = await signedIn(t, 'to_deactivate');
      expect(await t.db('sessions').where({ user_id: victim.id }).count({ n: '*' }).first()).toMatchObject({
        n: 2,
      });

      const response = await admin.patch(paths.adminUserStatus(victim.id), { isActive: false });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ message: expect.any(String), isActive: false });
      expect(await t.db('sessions').where({ user_id: victim.id })).toEqual([]);
      expect((await laptop.get(paths.user)).status).toBe(401);
      expect((await phone.get(paths.channels)).status).toBe(401);

      const refused = await t
        .client()
        .post(paths.login, { username: 'to_deactivate', password: DEFAULT_PASSWORD });
      expect(refused).toMatchObject({ status: 401, body: { message: INVALID_CREDENTIALS } });
      const listed = (await admin.get(paths.adminUsers)).body.items.find(
        (user: { id: number }) => user.id === victim.id,
      );
      expect(listed.isActive).toBe(false);
      expect((await admin.get(paths.adminStats)).body.activeUsers).toBe(2);

      expect((await admin.patch(paths.adminUserStatus(victim.id), { isActive: true })).status).toBe(200);
      const back = t.client();
      expect(
        (await back.post(paths.login, { username: 'to_deactivate', password: DEFAULT_PASSWORD })).status,
      ).toBe(200);
      expect((await back.get(paths.user)).body).toMatchObject({ username: 'to_deactivate' });
    });

    it('refuses an admin deactivating themself with 409 and changes nothing', async () => {
      const response = await admin.patch(paths.adminUserStatus(adminId), { isActive: false });
      expect(response).toMatchObject({ status: 409, body: { message: expect.any(String) } });
      expect((await admin.get(paths.user)).status).toBe(200);
    });

    it('answers an unknown user with 404 and a bad id or body with 400', async () => {
      expect((await admin.patch(paths.adminUserStatus(999_999), { isActive: false })).status).toBe(404);
      expect((await admin.patch('/api/admin/users/abc/status', { isActive: false })).status).toBe(400);
      const badBody = await admin.patch(paths.adminUserStatus(memberId), { isActive: 'no' });
      expect(badBody).toMatchObject({ status: 400, body: { message: expect.stringContaining('isActive') } });
    });
  });

  describe('deletion', () => {
    it('removes the user, their sessions, channels, timers and notes, and nothing of anyone else', async () => {
      const now = t.clock.now();
      const doomed = await createUser(t.db, { username: 'doomed' });
      const doomedClient = await signedIn(t, 'doomed');
      const channels = [await createChannel(t.db, doomed.id, now), await createChannel(t.db, doomed.id, now)];
      await insertTimer(
        t.db,
        channels[0]!.id,
        {
          startTime: new Date(now.getTime() - 2 * TIMER_CYCLE_MS),
          endTime: new Date(now.getTime() - TIMER_CYCLE_MS),
          isActive: true,
          isPaused: false,
          pausedAt: null,
          isCurrent: false,
          deletedAt: null,
        },
        now,
      );
      for (const channel of channels) await createNote(t.db, channel.id, now, 'doomed note');
      const channelIds = channels.map((channel) => channel.id);
      const othersBefore = await snapshotExcept(t, doomed.id);

      const response = await admin.delete(paths.adminUser(doomed.id));
      expect(response).toMatchObject({ status: 200, body: { message: expect.any(String) } });

      expect(await t.db('users').where({ id: doomed.id })).toEqual([]);
      expect(await t.db('sessions').where({ user_id: doomed.id })).toEqual([]);
      expect(await t.db('channels').where({ user_id: doomed.id })).toEqual([]);
      expect(await t.db('timers').whereIn('channel_id', channelIds)).toEqual([]);
      expect(await t.db('notes').whereIn('channel_id', channelIds)).toEqual([]);
      expect(await snapshotExcept(t, doomed.id)).toEqual(othersBefore);
      expect((await doomedClient.get(paths.user)).status).toBe(401);
      expect(
        (await admin.get(paths.adminUsers)).body.items.some((user: { id: number }) => user.id === doomed.id),
      ).toBe(false);
      expect((await admin.delete(paths.adminUser(doomed.id))).status).toBe(404);
    });

    it('refuses an admin deleting themself with 409', async () => {
      const response = await admin.delete(paths.adminUser(adminId));
      expect(response).toMatchObject({ status: 409, body: { message: expect.any(String) } });
      expect(await t.db('users').where({ id: adminId })).toHaveLength(1);
    });
  });

  describe('last activity', () => {
    it('is written at most once a minute per user', async () => {
      const user = await createUser(t.db, { username: 'busy_bee' });
      const client = await signedIn(t, 'busy_bee');
      const lastActivity = async () => (await t.db('users').where({ id: user.id }).first()).last_activity_at;
      const writes: unknown[] = [];
      t.db.on('query', (query: { sql: string }) => {
        if (/update\s+[`"]?users[`"]?\s+set\s+[`"]?last_activity_at/i.test(query.sql)) writes.push(query.sql);
      });
      t.clock.advance(2 * 60_000);
      await client.get(paths.user);
      const first = await lastActivity();
      for (let i = 0; i < 5; i += 1) await client.get(paths.channels);
      t.clock.advance(30_000);
      await client.get(paths.user);
      expect(await lastActivity()).toEqual(first);
      t.clock.advance(31_000);
      await client.get(paths.user);
      expect(new Date(await lastActivity()).getTime()).toBe(t.clock.now().getTime());
      expect(writes).toHaveLength(2);
      t.db.removeAllListeners('query');
    });
  });
});

/** Every row of users, channels, timers and notes not belonging to `userId`. */
async function snapshotExcept(t: TestApp, userId: number) {
  const theirChannels = t.db('channels').select('id').where('user_id', userId);
  return {
    users: await t.db('users').whereNot('id', userId).orderBy('id'),
    channels: await t.db('channels').whereNot('user_id', userId).orderBy('id'),
    timers: await t.db('timers').whereNotIn('channel_id', theirChannels).orderBy('id'),
    notes: await t.db('notes').whereNotIn('channel_id', theirChannels).orderBy('id'),
  };
}
