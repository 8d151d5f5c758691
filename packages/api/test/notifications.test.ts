import { DEFAULT_SETTINGS, formatCycleEnd, paths } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseDueNotifications } from '../src/domain/notifications/dueEvents.js';
import { databases } from './support/databases.js';
import { createChannel, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Reminders raised by the server (the scheduler's reminders job calls raiseDueNotifications each minute):
 * stored per user, exactly once per event however often or on however many instances it runs, with their
 * read state, and acting on the user's settings.
 */
describe.each(databases)('server-side reminders on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** A user with one channel whose 7-day cycle starts now. */
  const userWithChannel = async (
    timers: Partial<typeof DEFAULT_SETTINGS.timers> = {},
    notifications = {},
  ) => {
    n += 1;
    const client = t.client();
    const user = await signUp(client, `remind_${n}_${kind}`);
    await client.request('PUT', paths.settings, {
      ...DEFAULT_SETTINGS,
      timers: { ...DEFAULT_SETTINGS.timers, ...timers },
      notifications: { ...DEFAULT_SETTINGS.notifications, ...notifications },
    });
    const channel = await createChannel(t.db, user.id, t.clock.now(), { channelName: `Channel of ${n}` });
    return { client, user, channel };
  };
  const run = () => raiseDueNotifications({ db: t.db, versions: t.versions, clock: t.clock });
  const page = async (client: ReturnType<TestApp['client']>, query = '') =>
    (await client.get(`${paths.notifications}${query}`)).body;

  it('warns once within the warning time, then tells once that the cycle completed, linking to the channel', async () => {
    const { client, channel } = await userWithChannel();
    t.clock.advance(5 * DAY);
    await run();
    expect((await page(client)).items).toEqual([]);

    t.clock.advance(DAY + HOUR); // 23 hours left
    await Promise.all([run(), run()]); // two instances at once
    await run();
    const warned = await page(client);
    expect(warned.unreadCount).toBe(1);
    // When the cycle ends, not how long it had left when the reminder was written.
    expect(warned.items[0].body).toMatch(/ ends on \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M UTC\.$/);
    expect(warned.items).toEqual([
      expect.objectContaining({
        kind: 'cycle-ending',
        channelId: channel.id,
        title: 'Timer Ending Soon',
        body: `The timer for Channel of ${n} ends on ${formatCycleEnd(t.clock.now().getTime() + 23 * HOUR)}.`,
        read: false,
      }),
    ]);

    t.clock.advance(DAY);
    await run();
    await run();
    const done = await page(client);
    expect(done.unreadCount).toBe(2);
    expect(done.items[0]).toMatchObject({
      kind: 'cycle-completed',
      channelId: channel.id,
      title: 'Timer Completed',
    });
    t.clock.advance(-7 * DAY - HOUR); // back to where the next test starts
  });

  it('follows the warning time, and says nothing the user switched off', async () => {
    const early = await userWithChannel({ warningTime: 48 });
    const silent = await userWithChannel({}, { timerWarning: false, timerComplete: false });
    t.clock.advance(5 * DAY + HOUR); // 47 hours left
    await run();
    expect((await page(early.client)).items.map((item: { kind: string }) => item.kind)).toEqual([
      'cycle-ending',
    ]);
    t.clock.advance(3 * DAY);
    await run();
    expect(await page(silent.client)).toEqual({ items: [], unreadCount: 0, nextCursor: null });
    t.clock.advance(-8 * DAY - HOUR);
  });

  it('starts the next cycle of a completed one when auto restart is on, once', async () => {
    const { client, channel } = await userWithChannel({ autoRestart: true, defaultDuration: 3 });
    t.clock.advance(7 * DAY + 1);
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.restarted + b.restarted).toBe(1);
    const [listed] = (await client.get(paths.channels)).body;
    expect(listed.id).toBe(channel.id);
    expect(listed.cycles).toEqual({ total: 2, completed: 1 });
    expect(Date.parse(listed.timer.endTime) - t.clock.now().getTime()).toBe(3 * DAY);
    t.clock.advance(-7 * DAY - 1);
  });

  it('tells every user tracking a channel of its new upload', async () => {
    const first = await userWithChannel();
    const second = t.client();
    const secondUser = await signUp(second, `remind_second_${kind}`);
    await createChannel(t.db, secondUser.id, t.clock.now(), {
      channelId: first.channel.channelId,
      channelName: 'Same channel',
    });
    await t.db('channel_uploads').insert({
      youtube_channel_id: first.channel.channelId,
      video_id: `vid${kind}0001`,
      title: 'A brand new video',
      published_at: t.clock.now(),
      thumbnail_url: null,
      seen_at: t.clock.now(),
    });
    await t.db('channel_events').insert({
      youtube_channel_id: first.channel.channelId,
      kind: 'upload',
      video_id: `vid${kind}0001`,
      at: t.clock.now(),
    });
    await run();
    await run();
    for (const client of [first.client, second]) {
      const { items } = await page(client);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ kind: 'new-upload', title: 'New Upload' });
      expect(items[0].body).toContain('“A brand new video”');
    }
  });

  it('pages newest first and keeps the read state on the server, for the user’s own only', async () => {
    const { client, user } = await userWithChannel();
    const stranger = await userWithChannel();
    const rows = [1, 2, 3].map((i) => ({
      user_id: user.id,
      kind: 'new-upload',
      channel_id: null,
      title: `N${i}`,
      body: 'b',
      dedupe_key: `test:${i}`,
      created_at: t.clock.now(),
      read_at: null,
    }));
    await t.db('notifications').insert(rows);
    const first = await page(client, '?limit=2');
    expect(first.items.map((item: { title: string }) => item.title)).toEqual(['N3', 'N2']);
    const second = await page(client, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item: { title: string }) => item.title)).toEqual(['N1']);
    expect(second.nextCursor).toBeNull();
    expect((await client.get(`${paths.notifications}?limit=500`)).status).toBe(400);

    const n3 = first.items[0].id as number;
    // Another user's ids change nothing of this user's.
    expect((await stranger.client.post(paths.notificationsRead, { ids: [n3] })).status).toBe(200);
    expect((await page(client)).unreadCount).toBe(3);
    await client.post(paths.notificationsRead, { ids: [n3] });
    expect((await page(client)).unreadCount).toBe(2);
    expect((await client.post(paths.notificationsRead, { ids: [] })).status).toBe(400);
    await client.post(paths.notificationsRead, { all: true });
    const after = await page(client);
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((item: { read: boolean }) => item.read)).toBe(true);
    expect((await t.client().get(paths.notifications)).status).toBe(401);
  });
});
