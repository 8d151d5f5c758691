import {
  analyticsSchema,
  channelSchema,
  paths,
  type Analytics,
  type AnalyticsRange,
} from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANOTHER_CREATOR, FAKE_CREATOR, QUIET_CHANNEL } from './fakes/youtube.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createChannel, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * GET /api/analytics over a history made through the API with a moved clock. Alice, with N the final now:
 * - Fake Creator connected at N−40d: cycle 1 runs N−40d…N−33d (completed); cycle 2 N−27d…N−20d (completed);
 *   cycle 3 starts N−5d and is deleted at N−3d (2 days in); cycle 4 starts N−3d and runs. Its subscribers
 *   grow 1,000 a day from N−40d; snapshots at N−40d, N−27d, N−5d, N−3d and N.
 * - Another Creator connected at N−2d (one running cycle, subscribers flat).
 * Bob, meanwhile, connects two channels of his own, deletes a timer and completes cycles: none of it is Alice's.
 */
describe.each(databases)('GET /api/analytics on %s', (kind) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let N: number;
  const at = (msBeforeN: number) => new Date(N - msBeforeN).toISOString();

  async function connect(client: TestClient, channelId: string) {
    const response = await client.post(paths.channels, { channelId });
    expect(response.status).toBe(201);
    return channelSchema.parse(response.body);
  }
  const moveTo = (msBeforeN: number) => t.clock.set(N - msBeforeN);
  async function startCycle(client: TestClient, id: number) {
    const response = await client.post(paths.channelTimer(id));
    expect(response.status).toBe(201);
    return channelSchema.parse(response.body).timer!.id;
  }
  async function refresh(client: TestClient, id: number) {
    expect((await client.post(paths.channelRefresh(id))).status).toBe(200);
  }
  async function analytics(client: TestClient, range: AnalyticsRange): Promise<Analytics> {
    const response = await client.get(`${paths.analytics}?range=${range}`);
    expect(response.status).toBe(200);
    return analyticsSchema.parse(response.body);
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { apiKey: 'test-api-key' });
    N = t.clock.now().getTime() + 60 * DAY;
    alice = t.client();
    bob = t.client();
    await signUp(alice);
    await signUp(bob);

    moveTo(40 * DAY);
    t.fake.grow(FAKE_CREATOR.id, { subscribersPerDay: 1000 });
    const creator = await connect(alice, FAKE_CREATOR.id);
    moveTo(27 * DAY);
    await startCycle(alice, creator.id);
    await refresh(alice, creator.id);
    // Bob's history falls in every range too.
    moveTo(10 * DAY);
    const bobs = await connect(bob, ANOTHER_CREATOR.id);
    await connect(bob, QUIET_CHANNEL.id);
    moveTo(9 * DAY);
    expect((await bob.delete(paths.timer(bobs.timer!.id))).status).toBe(200);
    moveTo(5 * DAY);
    const third = await startCycle(alice, creator.id);
    await refresh(alice, creator.id);
    moveTo(3 * DAY);
    expect((await alice.delete(paths.timer(third))).status).toBe(200);
    await startCycle(alice, creator.id);
    await refresh(alice, creator.id);
    moveTo(2 * DAY);
    await connect(alice, ANOTHER_CREATOR.id);
    await startCycle(bob, bobs.id);
    moveTo(0);
    await refresh(alice, creator.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts what happened within 7 days: the cycle deleted 3 days ago apart from completed ones', async () => {
    const week = await analytics(alice, '7d');
    expect(week.range).toBe('7d');
    expect(week.totals).toEqual({ channels: 2, runningTimers: 2, pausedTimers: 0, runningCycles: 2 });
    expect(week.current).toEqual({
      from: at(7 * DAY),
      to: at(0),
      channelsAdded: 1,
      cycles: { started: 3, completed: 0, deleted: 1 },
      completionRate: 0,
      completedWithUpload: 0,
      averageCycleDays: 2,
      // From the last count up to N−7d (N−27d: 1,263,000) to N's (1,290,000); Another Creator is flat.
      subscriberGrowth: 27_000,
    });
    // The 7 days before: nothing started or ended, no channel added, no count moved.
    expect(week.previous).toEqual({
      from: at(14 * DAY),
      to: at(7 * DAY),
      channelsAdded: 0,
      cycles: { started: 0, completed: 0, deleted: 0 },
      completionRate: null,
      completedWithUpload: 0,
      averageCycleDays: null,
      subscriberGrowth: 0,
    });
  });

  it('counts the cycle completed 20 days ago in 30 days, and compares with the 30 days before', async () => {
    const month = await analytics(alice, '30d');
    expect(month.current).toMatchObject({
      channelsAdded: 1,
      cycles: { started: 4, completed: 1, deleted: 1 },
      completionRate: 50,
      // (7 days + 2 days) / 2 cycles ended
      averageCycleDays: 4.5,
      subscriberGrowth: 40_000,
    });
    expect(month.previous).toMatchObject({
      from: at(60 * DAY),
      to: at(30 * DAY),
      channelsAdded: 1,
      cycles: { started: 1, completed: 1, deleted: 0 },
      completionRate: 100,
      averageCycleDays: 7,
      // Nothing known before N−40d: from its first count in the period to the last (the same snapshot).
      subscriberGrowth: 0,
    });
  });

  it('takes all of it within 90 days and a year', async () => {
    for (const range of ['90d', '1y'] as const) {
      const figures = await analytics(alice, range);
      expect(figures.current).toMatchObject({
        channelsAdded: 2,
        cycles: { started: 5, completed: 2, deleted: 1 },
        completionRate: 67,
        averageCycleDays: 5.3,
        subscriberGrowth: 40_000,
      });
      expect(figures.previous.cycles).toEqual({ started: 0, completed: 0, deleted: 0 });
    }
  });

  it('gives each channel its own figures for the range, newest connected first', async () => {
    const month = await analytics(alice, '30d');
    expect(month.channels.map((channel) => channel.channelName)).toEqual([
      ANOTHER_CREATOR.title,
      FAKE_CREATOR.title,
    ]);
    const [another, creator] = month.channels;
    expect(creator).toMatchObject({
      channelId: FAKE_CREATOR.id,
      hasTimer: true,
      cycles: { started: 3, completed: 1, deleted: 1 },
      completionRate: 50,
      averageCycleDays: 4.5,
      subscriberGrowth: 40_000,
    });
    expect(another).toMatchObject({
      channelId: ANOTHER_CREATOR.id,
      hasTimer: true,
      cycles: { started: 1, completed: 0, deleted: 0 },
      completionRate: null,
      averageCycleDays: null,
      subscriberGrowth: 0,
    });
    const week = await analytics(alice, '7d');
    expect(week.channels[1]!.cycles).toEqual({ started: 2, completed: 0, deleted: 1 });
  });

  it("never includes another user's channels or cycles", async () => {
    const figures = await analytics(bob, '30d');
    // Quiet Channel's cycle completed at N−3d; Another Creator's restarted at N−2d runs.
    expect(figures.totals).toEqual({ channels: 2, runningTimers: 1, pausedTimers: 0, runningCycles: 1 });
    expect(figures.channels.map((channel) => channel.channelId).sort()).toEqual(
      [ANOTHER_CREATOR.id, QUIET_CHANNEL.id].sort(),
    );
    expect(figures.current).toMatchObject({
      channelsAdded: 2,
      cycles: { started: 3, completed: 1, deleted: 1 },
      completionRate: 50,
      // Quiet Channel hides its count; Another Creator's stayed put.
      subscriberGrowth: 0,
    });
  });

  it('has zero figures and no rates for a user without channels', async () => {
    const carol = t.client();
    await signUp(carol);
    const figures = await analytics(carol, '7d');
    expect(figures.channels).toEqual([]);
    expect(figures.totals).toEqual({ channels: 0, runningTimers: 0, pausedTimers: 0, runningCycles: 0 });
    expect(figures.current).toMatchObject({
      channelsAdded: 0,
      cycles: { started: 0, completed: 0, deleted: 0 },
      completionRate: null,
      averageCycleDays: null,
      subscriberGrowth: null,
    });
  });

  it('keeps a paused cycle in progress past its planned end: neither completed nor deleted', async () => {
    const dave = t.client();
    await signUp(dave);
    const channel = await connect(dave, FAKE_CREATOR.id);
    expect((await dave.patch(paths.timer(channel.timer!.id), { isPaused: true })).status).toBe(200);
    try {
      t.clock.set(N + 10 * DAY);
      const figures = await analytics(dave, '30d');
      // Paused, not running: the screens count it apart; runningCycles (in progress) still includes it.
      expect(figures.totals).toEqual({ channels: 1, runningTimers: 0, pausedTimers: 1, runningCycles: 1 });
      expect(figures.current.cycles).toEqual({ started: 1, completed: 0, deleted: 0 });
      expect(figures.channels[0]).toMatchObject({
        hasTimer: true,
        completionRate: null,
        averageCycleDays: null,
      });
    } finally {
      moveTo(0);
    }
  });

  it('takes 30 days without a range', async () => {
    const response = await alice.get(paths.analytics);
    expect(response.status).toBe(200);
    expect(response.body.range).toBe('30d');
  });

  it.each(['2w', 'all', '', '7D', '7d&range=30d'])(
    'answers 400 {message} for the range %j',
    async (range) => {
      const response = await alice.get(`${paths.analytics}?range=${range}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^range: range must be one of 7d, 30d, 90d, 1y/);
    },
  );

  it('answers 401 when signed out', async () => {
    const response = await t.client().get(`${paths.analytics}?range=7d`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it('issues the same number of SQL queries for 1 channel and for 30', async () => {
    async function queriesFor(channelCount: number) {
      const client = t.client();
      const user = await signUp(client);
      for (let i = 0; i < channelCount; i += 1) await createChannel(t.db, user.id, t.clock.now());
      const queries: string[] = [];
      const count = (query: { sql: string }) => queries.push(query.sql);
      t.db.on('query', count);
      try {
        const figures = await analytics(client, '30d');
        expect(figures.channels).toHaveLength(channelCount);
      } finally {
        t.db.off('query', count);
      }
      return queries.filter((sql) => sql.includes('timers')).length;
    }
    const one = await queriesFor(1);
    expect(one).toBe(1);
    expect(await queriesFor(30)).toBe(one);
  });
});
