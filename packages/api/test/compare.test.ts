import {
  COMPARE_MAX_POINTS,
  COMPARE_REPEATED,
  COMPARE_TOO_FEW,
  COMPARE_TOO_MANY,
  compareResponseSchema,
  paths,
} from '@channel-countdown/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createChannel, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe.each(databases)('comparing channels on %s', (kind) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let aliceId: number;
  let bobId: number;

  beforeEach(async () => {
    t = await startTestApp(kind);
    alice = t.client();
    bob = t.client();
    aliceId = (await signUp(alice)).id;
    bobId = (await signUp(bob)).id;
  });
  afterEach(async () => {
    await t.close();
  });

  /** Hourly snapshots of a channel over the last `days` days: subscribers start at `start` and grow by `step`. */
  async function seedHourly(youtubeChannelId: string, days: number, start: number, step: number) {
    const now = t.clock.now().getTime();
    const rows = [];
    for (let hour = days * 24; hour >= 0; hour -= 1) {
      const at = new Date(now - hour * HOUR);
      const n = days * 24 - hour;
      rows.push({
        youtube_channel_id: youtubeChannelId,
        at,
        hour: Math.floor(at.getTime() / HOUR),
        subscriber_count: start + step * n,
        view_count: 10 * (start + step * n),
        video_count: 5,
        approximate: false,
      });
    }
    for (let i = 0; i < rows.length; i += 200) await t.db('channel_snapshots').insert(rows.slice(i, i + 200));
  }

  const compare = (client: TestClient, query: string) => client.get(`${paths.compare}?${query}`);

  it("answers each chosen channel's series in the order asked, downsampled, its last point the latest figure", async () => {
    const now = t.clock.now();
    const first = await createChannel(t.db, aliceId, now, { channelName: 'First' });
    const second = await createChannel(t.db, aliceId, now, { channelName: 'Second' });
    await seedHourly(first.channelId, 100, 1000, 1);
    await seedHourly(second.channelId, 100, 50_000, 3);

    const response = await compare(alice, `channels=${second.id},${first.id}&range=90d`);
    expect(response.status).toBe(200);
    const data = compareResponseSchema.parse(response.body);
    expect(data.metric).toBe('subscribers');
    expect(data.range).toBe('90d');
    expect(data.series.map((series) => [series.channelId, series.channelName])).toEqual([
      [second.id, 'Second'],
      [first.id, 'First'],
    ]);
    for (const series of data.series) {
      // 90 days of hourly snapshots in daily buckets: about 91 points, oldest first, none before the range.
      expect(series.points.length).toBeGreaterThanOrEqual(90);
      expect(series.points.length).toBeLessThanOrEqual(92);
      const times = series.points.map((point) => Date.parse(point.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThanOrEqual(now.getTime() - 90 * DAY);
      expect(times.at(-1)).toBe(now.getTime());
    }
    expect(data.series[0]!.points.at(-1)!.value).toBe(50_000 + 3 * 100 * 24);
    expect(data.series[1]!.points.at(-1)!.value).toBe(1000 + 100 * 24);

    // Views, over all of the history, stay within the points a series may have.
    const views = compareResponseSchema.parse(
      (await compare(alice, `channels=${first.id},${second.id}&metric=views&range=all`)).body,
    );
    expect(views.series[0]!.points.length).toBeLessThanOrEqual(COMPARE_MAX_POINTS);
    expect(views.series[0]!.points.at(-1)!.value).toBe(10 * (1000 + 100 * 24));
    expect(Date.parse(views.series[0]!.points[0]!.at)).toBeLessThanOrEqual(now.getTime() - 99 * DAY);

    // A week is drawn every two hours.
    const week = compareResponseSchema.parse(
      (await compare(alice, `channels=${first.id},${second.id}&range=7d`)).body,
    );
    expect(week.series[0]!.points.length).toBeGreaterThanOrEqual(84);
    expect(week.series[0]!.points.length).toBeLessThanOrEqual(85);
  });

  it('counts uploads per week, a week without one 0', async () => {
    const now = t.clock.now();
    const first = await createChannel(t.db, aliceId, now);
    const second = await createChannel(t.db, aliceId, now);
    const upload = (channelId: string, video: string, daysAgo: number) => ({
      youtube_channel_id: channelId,
      video_id: video,
      title: video,
      published_at: new Date(now.getTime() - daysAgo * DAY),
      seen_at: now,
    });
    await t
      .db('channel_uploads')
      .insert([
        upload(first.channelId, 'v1', 1),
        upload(first.channelId, 'v2', 2),
        upload(first.channelId, 'v3', 200),
        upload(second.channelId, 'v4', 20),
      ]);
    const data = compareResponseSchema.parse(
      (await compare(alice, `channels=${first.id},${second.id}&metric=uploads&range=30d`)).body,
    );
    const [one, two] = data.series;
    const total = (points: { value: number }[]) => points.reduce((sum, point) => sum + point.value, 0);
    expect(total(one!.points)).toBe(2);
    expect(total(two!.points)).toBe(1);
    expect(one!.points.length).toBeGreaterThanOrEqual(5);
    expect(one!.points.map((point) => point.at)).toEqual(two!.points.map((point) => point.at));
    for (const point of one!.points) expect(new Date(point.at).getUTCDay()).toBe(1);
    const all = compareResponseSchema.parse(
      (await compare(alice, `channels=${first.id},${second.id}&metric=uploads&range=all`)).body,
    );
    expect(total(all.series[0]!.points)).toBe(3);
  });

  it("answers a channel without snapshots with no point, and another user's channel as not found", async () => {
    const now = t.clock.now();
    const mine = await createChannel(t.db, aliceId, now);
    const empty = await createChannel(t.db, aliceId, now);
    const theirs = await createChannel(t.db, bobId, now);
    await seedHourly(theirs.channelId, 3, 10, 1);

    const data = compareResponseSchema.parse((await compare(alice, `channels=${mine.id},${empty.id}`)).body);
    expect(data.series.map((series) => series.points)).toEqual([[], []]);

    const refused = await compare(alice, `channels=${mine.id},${theirs.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Channel not found' });
    expect((await compare(alice, `channels=${mine.id},999999`)).status).toBe(404);
    // Bob reads his own with a channel of his; with Alice's, not found.
    expect((await compare(bob, `channels=${theirs.id},${mine.id}`)).status).toBe(404);
  });

  it('refuses fewer than 2 channels, more than 8, a repeat and bad values with a clear message', async () => {
    const now = t.clock.now();
    const ids: number[] = [];
    for (let i = 0; i < 9; i += 1) ids.push((await createChannel(t.db, aliceId, now, { timer: false })).id);
    const message = async (query: string) => {
      const response = await compare(alice, query);
      expect(response.status, query).toBe(400);
      return (response.body as { message: string }).message;
    };
    expect(await message(`channels=${ids[0]}`)).toContain(COMPARE_TOO_FEW);
    expect(await message('')).toContain('channels');
    expect(await message(`channels=${ids.join(',')}`)).toContain(COMPARE_TOO_MANY);
    expect(await message(`channels=${ids[0]},${ids[0]}`)).toContain(COMPARE_REPEATED);
    expect(await message(`channels=${ids[0]},abc`)).toContain('channel ids');
    expect(await message(`channels=${ids[0]},${ids[1]}&metric=likes`)).toContain('metric');
    expect(await message(`channels=${ids[0]},${ids[1]}&range=5y`)).toContain('range');
    expect(await message(`channels=${'1,'.repeat(500)}1`)).toContain('at most');
    expect((await compare(alice, `channels=${ids.slice(0, 8).join(',')}`)).status).toBe(200);
  });

  it('asks for a sign-in', async () => {
    const response = await t.client().get(`${paths.compare}?channels=1,2`);
    expect(response.status).toBe(401);
  });
});
