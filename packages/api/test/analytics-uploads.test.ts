import {
  analyticsSchema,
  channelCyclesResponseSchema,
  paths,
  type CycleTimer,
} from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTimer } from '../src/domain/timers/records.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createChannel, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The analytics page's "cycles with an upload" (issue 43: the completion figures say which cycle outcomes
 * they count): of the cycles that completed in the range, those the channel page marks "uploaded". The
 * figure is read from GET /api/analytics and held to the outcomes GET /api/channels/:id/cycles gives the
 * same cycles, at the edges of a cycle too (an upload at its very start is not inside it, one at its end is).
 */
describe.each(databases)('analytics: completed cycles with an upload on %s', (kind) => {
  let t: TestApp;
  let client: TestClient;
  let now: Date;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const history: Array<{ channel: number; youtube: string }> = [];

  const cycle = (startDaysAgo: number, extra: Partial<CycleTimer> = {}): CycleTimer => ({
    startTime: ago(startDaysAgo),
    endTime: ago(startDaysAgo - 7),
    isActive: true,
    isPaused: false,
    pausedAt: null,
    isCurrent: false,
    deletedAt: null,
    ...extra,
  });
  const upload = (youtube: string, video: string, at: Date) => ({
    youtube_channel_id: youtube,
    video_id: video,
    title: video,
    published_at: at,
    seen_at: at,
  });

  beforeAll(async () => {
    t = await startTestApp(kind);
    now = t.clock.now();
    client = t.client();
    const user = await signUp(client);
    const first = await createChannel(t.db, user.id, ago(60), { timer: false });
    const second = await createChannel(t.db, user.id, ago(60), { timer: false });
    history.push(
      { channel: first.id, youtube: first.channelId },
      { channel: second.id, youtube: second.channelId },
    );
    // First channel: four completed cycles and a running one.
    await insertTimer(t.db, first.id, cycle(50), ago(50)); // upload inside: counts
    await insertTimer(t.db, first.id, cycle(40), ago(40)); // upload exactly at its start only: no upload
    await insertTimer(t.db, first.id, cycle(30), ago(30)); // upload exactly at its end: counts
    await insertTimer(t.db, first.id, cycle(20), ago(20)); // nothing
    await insertTimer(t.db, first.id, cycle(3, { isCurrent: true }), ago(3)); // running, upload inside
    // Second channel: a cycle deleted after an upload (not completed), and a completed one with two uploads.
    await insertTimer(t.db, second.id, cycle(45, { isActive: false, deletedAt: ago(42) }), ago(45));
    await insertTimer(t.db, second.id, cycle(15), ago(15));
    await t
      .db('channel_uploads')
      .insert([
        upload(first.channelId, 'a1', ago(47)),
        upload(first.channelId, 'a2', ago(40)),
        upload(first.channelId, 'a3', ago(23)),
        upload(first.channelId, 'a4', ago(1)),
        upload(second.channelId, 'b1', ago(44)),
        upload(second.channelId, 'b2', ago(14)),
        upload(second.channelId, 'b3', ago(10)),
      ]);
  });
  afterAll(() => t.close());

  /** What the channel page says: its completed cycles that ended in (from, now], and those "uploaded". */
  async function channelPageOutcomes(channel: number, from: Date) {
    const response = await client.get(paths.channelCycles(channel));
    expect(response.status).toBe(200);
    const completed = channelCyclesResponseSchema
      .parse(response.body)
      .filter((each) => each.state === 'completed' && Date.parse(each.endedAt!) > from.getTime());
    return {
      completed: completed.length,
      withUpload: completed.filter((each) => each.uploads.count > 0).length,
    };
  }

  it('counts, of the completed cycles, the ones the channel page marks uploaded', async () => {
    const response = await client.get(`${paths.analytics}?range=90d`);
    expect(response.status).toBe(200);
    const figures = analyticsSchema.parse(response.body);
    const byId = new Map(figures.channels.map((channel) => [channel.id, channel]));

    const [first, second] = history;
    const firstPage = await channelPageOutcomes(first!.channel, ago(90));
    const secondPage = await channelPageOutcomes(second!.channel, ago(90));
    // The history as written above: 4 and 1 completed; 2 and 1 of them with an upload.
    expect(firstPage).toEqual({ completed: 4, withUpload: 2 });
    expect(secondPage).toEqual({ completed: 1, withUpload: 1 });

    expect(byId.get(first!.channel)).toMatchObject({
      cycles: { completed: 4, deleted: 0 },
      completedWithUpload: firstPage.withUpload,
    });
    expect(byId.get(second!.channel)).toMatchObject({
      cycles: { completed: 1, deleted: 1 },
      completedWithUpload: secondPage.withUpload,
    });
    expect(figures.current).toMatchObject({ cycles: { completed: 5 }, completedWithUpload: 3 });
  });

  it('counts a cycle in the range it completed in', async () => {
    // In the last 30 days: the cycles that ended 23, 13 and 8 days ago (two with an upload).
    const month = analyticsSchema.parse((await client.get(`${paths.analytics}?range=30d`)).body);
    expect(month.current).toMatchObject({ cycles: { completed: 3 }, completedWithUpload: 2 });
    expect(month.previous).toMatchObject({ cycles: { completed: 2 }, completedWithUpload: 1 });
    const week = analyticsSchema.parse((await client.get(`${paths.analytics}?range=7d`)).body);
    // The running cycle's upload counts nowhere yet: it has not completed.
    expect(week.current).toMatchObject({ cycles: { completed: 0 }, completedWithUpload: 0 });
  });
});
