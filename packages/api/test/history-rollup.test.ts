import {
  channelGainsResponseSchema,
  channelHistoryResponseSchema,
  compareResponseSchema,
  HISTORY_TIERS,
  paths,
  periodStartHour,
  type AdminSystem,
  type HistoryRange,
} from '@channel-countdown/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rollupCutoffs } from '../src/domain/channelData/rollup.js';
import { channelJobsFor } from '../src/jobs/index.js';
import { createLogger } from '../src/logger.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createChannel, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** How far back the seeded history goes: past the daily tier, so all three tiers hold snapshots. */
const DAYS = 430;

const jobsOf = (t: TestApp) =>
  channelJobsFor({
    config: t.config,
    db: t.db,
    versions: t.versions,
    youtube: t.youtube,
    clock: t.clock,
    logger: createLogger('silent'),
  });

describe.each(databases)('rolling up the history on %s', (kind) => {
  let t: TestApp;
  let alice: TestClient;
  let channels: Array<{ id: number; channelId: string; userId: number }>;

  /**
   * An irregular hourly history ending now: figures that go down as well as up, an hour missing now and then,
   * every fifth day's last snapshot without a subscriber count (hidden, views still known), every eleventh day
   * ending at 19:00, and a day with no snapshot at all.
   */
  async function seed(youtubeChannelId: string, base: number) {
    const nowHour = Math.floor(t.clock.now().getTime() / HOUR);
    const rows = [];
    for (let hour = nowHour - DAYS * 24; hour <= nowHour; hour += 1) {
      const n = hour - (nowHour - DAYS * 24);
      const day = Math.floor(hour / 24);
      const hourOfDay = hour % 24;
      if (n % 97 === 5 || (day % 11 === 0 && hourOfDay >= 20) || day % 173 === 0) continue;
      rows.push({
        youtube_channel_id: youtubeChannelId,
        at: new Date(hour * HOUR + 7 * 60 * 1000),
        hour,
        subscriber_count:
          day % 5 === 0 && hourOfDay === 23 ? null : base + Math.floor((n * 7) / 3) - (n % 17),
        view_count: 50 * base + 13 * n,
        video_count: n % 251 === 0 ? null : 10 + Math.floor(n / 60),
        approximate: false,
      });
    }
    for (let i = 0; i < rows.length; i += 500) await t.db('channel_snapshots').insert(rows.slice(i, i + 500));
  }

  beforeEach(async () => {
    t = await startTestApp(kind);
    alice = t.client();
    const { id } = await signUp(alice);
    const now = t.clock.now();
    channels = [
      await createChannel(t.db, id, now, { channelName: 'First' }),
      await createChannel(t.db, id, now, { channelName: 'Second' }),
    ];
    await seed(channels[0]!.channelId, 1000);
    await seed(channels[1]!.channelId, 90_000);
  });
  afterEach(async () => {
    await t.close();
  });

  const ranges: HistoryRange[] = ['7d', '30d', '90d', '1y', 'all'];

  /** Everything a user reads of the history: the chart's points, the gains tables and Compare, every range. */
  async function reads() {
    const [first, second] = [channels[0]!, channels[1]!];
    const read: Record<string, unknown> = {};
    for (const range of ranges) {
      read[`history ${range}`] = channelHistoryResponseSchema.parse(
        (await alice.get(`${paths.channelHistory(first.id)}?range=${range}`)).body,
      );
      read[`gains ${range}`] = channelGainsResponseSchema.parse(
        (await alice.get(`${paths.channelGains(first.id)}?range=${range}`)).body,
      );
      for (const metric of ['subscribers', 'views']) {
        const response = await alice.get(
          `${paths.compare}?channels=${first.id},${second.id}&metric=${metric}&range=${range}`,
        );
        expect(response.status).toBe(200);
        read[`compare ${metric} ${range}`] = compareResponseSchema.parse(response.body);
      }
    }
    return read;
  }

  const snapshotHours = async (youtubeChannelId: string) =>
    (
      (await t
        .db('channel_snapshots')
        .where('youtube_channel_id', youtubeChannelId)
        .orderBy('hour')
        .pluck('hour')) as Array<number | string>
    ).map(Number);

  it('keeps one snapshot a day past 31 days and one a week past the daily tier, and every figure a user reads the same', async () => {
    const before = await reads();
    // Each range's resolution: every snapshot of a week, a point a day for 90 days and a year, a week for all.
    const points = (range: HistoryRange) => (before[`history ${range}`] as unknown[]).length;
    expect(points('7d')).toBeGreaterThan(150);
    expect(points('90d')).toBeGreaterThanOrEqual(88);
    expect(points('90d')).toBeLessThanOrEqual(91);
    expect(points('1y')).toBeLessThanOrEqual(366);
    expect(points('all')).toBeLessThanOrEqual(Math.ceil(DAYS / 7) + 1);
    const rowsBefore = await snapshotHours(channels[0]!.channelId);
    // Channels with nothing to roll up are not visited: one just connected, its one snapshot this hour (counted
    // in the hourly tier), and one without any.
    const connected = await createChannel(t.db, channels[0]!.userId, t.clock.now(), { channelName: 'New' });
    await t.db('channel_snapshots').insert({
      youtube_channel_id: connected.channelId,
      at: t.clock.now(),
      hour: Math.floor(t.clock.now().getTime() / HOUR),
      subscriber_count: 5,
      view_count: 50,
      video_count: 1,
      approximate: false,
    });
    await createChannel(t.db, channels[0]!.userId, t.clock.now(), { channelName: 'Empty' });

    // Before the first roll-up the admin's storage figures are not counted yet.
    expect((await alice.get<AdminSystem>(paths.adminSystem)).body.history).toBeNull();
    const report = await jobsOf(t).rollUpHistory();
    expect(report).toMatchObject({ channels: 2 });
    expect(report!.dailyRemoved).toBeGreaterThan(0);
    expect(report!.weeklyRemoved).toBeGreaterThan(0);

    // The tiers: hourly from the hourly tier's first day, one a day before it, one a week before the daily tier.
    const { dailyBefore, weeklyBefore } = rollupCutoffs(t.clock.now());
    const today = periodStartHour(Math.floor(t.clock.now().getTime() / HOUR), 'day');
    expect(dailyBefore).toBe(today - HISTORY_TIERS.hourlyDays * 24);
    const hours = await snapshotHours(channels[0]!.channelId);
    const hourly = hours.filter((hour) => hour >= dailyBefore);
    const daily = hours.filter((hour) => hour < dailyBefore && hour >= weeklyBefore);
    const weekly = hours.filter((hour) => hour < weeklyBefore);
    expect(hourly).toEqual(rowsBefore.filter((hour) => hour >= dailyBefore));
    const periodsOf = (list: number[], period: 'day' | 'week') =>
      list.map((hour) => periodStartHour(hour, period));
    expect(new Set(periodsOf(daily, 'day')).size).toBe(daily.length);
    expect(new Set(periodsOf(weekly, 'week')).size).toBe(weekly.length);
    // Each kept snapshot is its period's last.
    const lastOf = (period: 'day' | 'week', from: number, to: number) => {
      const last = new Map<number, number>();
      for (const hour of rowsBefore.filter((h) => h >= from && h < to))
        last.set(periodStartHour(hour, period), hour);
      return [...last.values()];
    };
    expect(daily).toEqual(lastOf('day', weeklyBefore, dailyBefore));
    expect(weekly).toEqual(lastOf('week', 0, weeklyBefore));
    expect(hours.length).toBeLessThan(rowsBefore.length / 8);
    // The admin's storage figures: every channel's snapshots left in each tier, as the roll-up counted them.
    const tierCount = async (from: number, to: number) =>
      Number(
        (
          (await t
            .db('channel_snapshots')
            .where('hour', '>=', from)
            .where('hour', '<', to)
            .count({ n: '*' })
            .first()) as { n: number | string }
        ).n,
      );
    const stored = {
      hourly: await tierCount(dailyBefore, Number.MAX_SAFE_INTEGER),
      daily: await tierCount(weeklyBefore, dailyBefore),
      weekly: await tierCount(0, weeklyBefore),
    };
    expect(stored.hourly).toBeGreaterThanOrEqual(hourly.length);
    expect(stored.daily).toBeGreaterThanOrEqual(daily.length);
    expect(stored.weekly).toBeGreaterThanOrEqual(weekly.length);
    expect(report!.rows).toEqual(stored);
    expect((await alice.get<AdminSystem>(paths.adminSystem)).body.history).toEqual(stored);
    // A day whose last snapshot hid the subscribers keeps the day's last known count.
    const hidden = (await t
      .db('channel_snapshots')
      .where('youtube_channel_id', channels[0]!.channelId)
      .where('hour', '<', dailyBefore)
      .whereNull('subscriber_count')
      .count({ n: '*' })
      .first()) as { n: number | string };
    expect(Number(hidden.n)).toBe(0);

    const after = await reads();
    for (const key of Object.keys(before)) {
      if (key === 'gains all') continue;
      expect({ key, read: after[key] }).toEqual({ key, read: before[key] });
    }
    // Gains over all the history: every day of the daily tier as before; past it, the week's last day keeps its
    // figures and the other days are unknown (null), never made up.
    const allBefore = (before['gains all'] as { days: Array<{ date: string }> }).days;
    const allAfter = (after['gains all'] as typeof before)['days'] as typeof allBefore;
    const weeklyDay = new Date(weeklyBefore * HOUR).toISOString().slice(0, 10);
    const keptDays = new Set(weekly.map((hour) => new Date(hour * HOUR).toISOString().slice(0, 10)));
    const afterByDate = new Map(allAfter.map((day) => [day.date, day]));
    for (const day of allBefore as Array<{
      date: string;
      subscribers: { count: number | null };
      views: { count: number | null };
    }>) {
      const rolled = afterByDate.get(day.date) as typeof day | undefined;
      if (day.date >= weeklyDay) expect(rolled).toEqual(day);
      else if (keptDays.has(day.date)) {
        expect(rolled?.subscribers.count).toBe(day.subscribers.count);
        expect(rolled?.views.count).toBe(day.views.count);
      } else if (rolled) {
        expect(rolled.subscribers.count).toBeNull();
        expect(rolled.views.count).toBeNull();
      }
    }
  });

  it('runs once a day across instances, and the next day rolls up only the day that left the hourly tier', async () => {
    const [one, two] = [jobsOf(t), jobsOf(t)];
    const first = await Promise.all([one.rollUpHistory(), two.rollUpHistory()]);
    expect(first.filter((report) => report !== null)).toHaveLength(1);
    expect(await one.rollUpHistory()).toBeNull();
    const rolled = await snapshotHours(channels[0]!.channelId);

    t.clock.advance(DAY);
    const next = await two.rollUpHistory();
    expect(next).not.toBeNull();
    const { dailyBefore } = rollupCutoffs(t.clock.now());
    const leftHourly = rolled.filter((hour) => hour >= dailyBefore - 24 && hour < dailyBefore);
    expect(next!.dailyRemoved).toBe(2 * Math.max(0, leftHourly.length - 1));
    // The day that left the hourly tier keeps its last snapshot.
    expect(
      (await snapshotHours(channels[0]!.channelId)).filter(
        (hour) => hour >= dailyBefore - 24 && hour < dailyBefore,
      ),
    ).toEqual([leftHourly.at(-1)]);
    // And the scheduler's tick runs it on the day's first tick only.
    t.clock.advance(DAY);
    expect((await one.runOnce()).rollup).not.toBeNull();
    expect((await two.runOnce()).rollup).toBeNull();
  });
});
