import { addDays, channelGainsResponseSchema, paths, type GainsDay } from '@channel-countdown/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordSnapshot } from '../src/domain/channelData/snapshots.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createChannel, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const HOUR = 60 * 60 * 1000;

interface Figures {
  subscribers: number | null;
  views?: number | null;
  videos?: number | null;
}

describe.each(databases)('the daily gains table on %s', (kind) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let admin: TestClient;
  let channel: { id: number; channelId: string };
  /** The clock's today (2026-11-01 at noon, UTC). */
  let today: string;

  const at = (day: string, hour: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hour * HOUR);
  const seed = (day: string, hour: number, figures: Figures, youtubeChannelId = channel.channelId) =>
    recordSnapshot(
      t.db,
      youtubeChannelId,
      {
        subscriberCount: figures.subscribers,
        viewCount: figures.views ?? null,
        videoCount: figures.videos ?? null,
        countsApproximate: false,
      },
      at(day, hour),
    );
  const gains = async (query = '') => {
    const response = await alice.get(`${paths.channelGains(channel.id)}${query}`);
    expect(response.status).toBe(200);
    return channelGainsResponseSchema.parse(response.body);
  };
  const subscribers = (days: GainsDay[]) =>
    days.map((day) => [day.date, day.subscribers.count, day.subscribers.change]);

  beforeEach(async () => {
    t = await startTestApp(kind);
    admin = t.client();
    expect((await signUp(admin)).role).toBe('admin');
    alice = t.client();
    bob = t.client();
    const user = await signUp(alice);
    await signUp(bob);
    channel = await createChannel(t.db, user.id, t.clock.now());
    today = t.clock.now().toISOString().slice(0, 10);
  });
  afterEach(async () => {
    await t.close();
  });

  it("answers one row per day of the range, each day's last figure and its change, oldest first", async () => {
    // Hourly snapshots over the last ten days: the subscribers grow by 10 an hour, the views by 100.
    for (let hour = 10 * 24; hour >= 0; hour -= 1) {
      const moment = new Date(t.clock.now().getTime() - hour * HOUR);
      const n = 10 * 24 - hour;
      await recordSnapshot(
        t.db,
        channel.channelId,
        {
          subscriberCount: 1000 + 10 * n,
          viewCount: 50_000 + 100 * n,
          videoCount: 7,
          countsApproximate: false,
        },
        moment,
      );
    }
    const week = await gains('?range=7d');
    expect(week.range).toBe('7d');
    expect(week.timeZone).toBe('UTC');
    expect(week.days.map((day) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(today, index - 6)),
    );
    // A full day between two days' last snapshots (23:00 and 23:00) is 24 hours of growth.
    expect(week.days[0]).toEqual({
      date: addDays(today, -6),
      subscribers: { count: expect.any(Number), change: 240 },
      views: { count: expect.any(Number), change: 2400 },
      videos: { count: 7, change: 0 },
      // The channel has no stored upload: its uploads are unknown.
      uploads: null,
    });
    // Today's last figure is the latest snapshot (noon); its change counts the hours since yesterday's last.
    expect(week.days.at(-1)).toMatchObject({
      date: today,
      subscribers: { count: 1000 + 10 * 240, change: 130 },
    });

    // The table's sums are the snapshots' difference: the last figure less the one of the day before the range.
    const dayBefore = await t
      .db('channel_snapshots')
      .where('youtube_channel_id', channel.channelId)
      .andWhere('at', '<', at(addDays(today, -6), 0))
      .orderBy('at', 'desc')
      .first('subscriber_count', 'view_count');
    const sum = (key: 'subscribers' | 'views') =>
      week.days.reduce((total, day) => total + (day[key].change ?? 0), 0);
    expect(sum('subscribers')).toBe(1000 + 10 * 240 - Number(dayBefore.subscriber_count));
    expect(sum('views')).toBe(50_000 + 100 * 240 - Number(dayBefore.view_count));

    // Without a range: the last 30 days, the days before the first snapshot unknown.
    const month = await gains();
    expect(month.range).toBe('30d');
    expect(month.days).toHaveLength(30);
    expect(month.days[0]).toEqual({
      date: addDays(today, -29),
      subscribers: { count: null, change: null },
      views: { count: null, change: null },
      videos: { count: null, change: null },
      uploads: null,
    });
  });

  it('shows a day without a figure, and the day after it, as unknown (null), never as zero', async () => {
    await seed(addDays(today, -4), 20, { subscribers: 100, views: 1000 });
    // Three days ago: no snapshot. Two days ago: the views hidden.
    await seed(addDays(today, -2), 8, { subscribers: 130, views: null });
    await seed(addDays(today, -1), 8, { subscribers: 125, views: 1500 });
    await seed(addDays(today, -1), 9, { subscribers: null, views: 1600 });
    const { days } = await gains('?range=7d');
    expect(subscribers(days)).toEqual([
      [addDays(today, -6), null, null],
      [addDays(today, -5), null, null],
      [addDays(today, -4), 100, null],
      [addDays(today, -3), null, null],
      [addDays(today, -2), 130, null],
      [addDays(today, -1), 125, -5],
      [today, null, null],
    ]);
    expect(days.map((day) => day.views.count)).toEqual([null, null, 1000, null, null, 1600, null]);
    expect(days.every((day) => day.views.change === null)).toBe(true);
  });

  it("starts 'all' on the first day with a figure and reads one row a day from the database", async () => {
    for (let hour = 0; hour < 48; hour += 1)
      await seed(addDays(today, -40), hour, { subscribers: 500 + hour });
    const queries: string[] = [];
    const count = (query: { sql: string }) => queries.push(query.sql);
    t.db.on('query', count);
    let all;
    try {
      all = await gains('?range=all');
    } finally {
      t.db.off('query', count);
    }
    expect(all.days).toHaveLength(41);
    expect(subscribers(all.days.slice(0, 3))).toEqual([
      [addDays(today, -40), 523, null],
      [addDays(today, -39), 547, 24],
      [addDays(today, -38), null, null],
    ]);
    // The snapshots are aggregated per day by the query itself (each day's last by grouping), not in Node.
    const read = queries.find((sql) => sql.includes('channel_snapshots'));
    expect(read).toMatch(/group by/i);
    expect(read).toMatch(/max\(hour\)/i);
  });

  it('answers the same table as a CSV file, unknown figures as empty cells', async () => {
    await seed(addDays(today, -2), 12, { subscribers: 100, views: 1000, videos: 3 });
    await seed(addDays(today, -1), 12, { subscribers: 90, views: 1200, videos: 3 });
    const response = await alice.get(`${paths.channelGainsCsv(channel.id)}?range=7d`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="channel-countdown-gains-${channel.channelId}-7d-${today}.csv"`,
    );
    const lines = String(response.body).trim().split('\n');
    expect(lines[0]).toBe(
      '"Date","Subscribers","Subscribers Change","Views","Views Change","Videos","Videos Change","Regular Videos Uploaded","Shorts Uploaded","Live Streams Uploaded"',
    );
    expect(lines).toHaveLength(8);
    expect(lines.slice(-3)).toEqual([
      // No upload stored: the uploads of each kind are unknown, empty cells.
      `"${addDays(today, -2)}","100",,"1000",,"3",,,,`,
      // A loss is a number, never a formula-escaped text.
      `"${addDays(today, -1)}","90","-10","1200","200","3","0",,,`,
      `"${today}",,,,,,,,,`,
    ]);
  });

  it("hides another user's channel (404) and refuses what it cannot read (4xx with a message), changing nothing", async () => {
    await seed(today, 1, { subscribers: 100 });
    const before = await t.db('channel_snapshots').select('*').orderBy('id');
    for (const path of [paths.channelGains(channel.id), paths.channelGainsCsv(channel.id)]) {
      expect(await bob.get(path)).toMatchObject({ status: 404, body: { message: 'Channel not found' } });
      expect((await t.client().get(path)).status).toBe(401);
      expect((await admin.get(path)).status).toBe(200);
      for (const query of ['?range=2w', '?range=', '?range=7d&range=30d', '?range=7D']) {
        const bad = await alice.get(`${path}${query}`);
        expect(bad.status).toBe(400);
        expect(bad.headers.get('content-type')).toContain('application/json');
        expect(bad.body.message).toEqual(expect.stringContaining('range'));
      }
    }
    expect((await alice.get(paths.channelGains(2_147_483_647))).status).toBe(404);
    expect((await alice.get('/api/channels/abc/gains')).status).toBe(400);
    expect((await alice.get('/api/channels/abc/gains.csv')).status).toBe(400);
    expect(await t.db('channel_snapshots').select('*').orderBy('id')).toEqual(before);
  });

  it("keeps each channel's days apart when two channels have snapshots", async () => {
    const user = (await alice.get(paths.user)).body as { id: number };
    const other = await createChannel(t.db, user.id, t.clock.now());
    await seed(addDays(today, -1), 5, { subscribers: 10 });
    await seed(today, 5, { subscribers: 15 });
    await seed(addDays(today, -1), 5, { subscribers: 1000 }, other.channelId);
    await seed(today, 5, { subscribers: 900 }, other.channelId);
    expect(subscribers((await gains('?range=7d')).days).slice(-2)).toEqual([
      [addDays(today, -1), 10, null],
      [today, 15, 5],
    ]);
  });

  it("gives each channel of the list its subscribers' change over the last day and week, unknown as null", async () => {
    const user = (await alice.get(paths.user)).body as { id: number };
    const quiet = await createChannel(t.db, user.id, t.clock.now());
    for (let back = 8; back >= 0; back -= 1)
      await seed(addDays(today, -back), 1, { subscribers: 1000 + 10 * (8 - back) });
    await seed(today, 11, { subscribers: 1100 });
    // The other channel: seen today and a week ago only.
    await seed(addDays(today, -7), 3, { subscribers: 500 }, quiet.channelId);
    await seed(today, 3, { subscribers: 450 }, quiet.channelId);
    // Today 1,100 (its last snapshot), yesterday 1,070, a week ago 1,010.
    const list = (await alice.get(paths.channels)).body as Array<{ id: number; subscriberChange: unknown }>;
    expect(list.find((c) => c.id === channel.id)?.subscriberChange).toEqual({ lastDay: 30, lastWeek: 90 });
    expect(list.find((c) => c.id === quiet.id)?.subscriberChange).toEqual({ lastDay: null, lastWeek: -50 });
  });
});
