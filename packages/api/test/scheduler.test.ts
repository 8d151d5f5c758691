import {
  channelHistoryResponseSchema,
  channelSchema,
  channelUploadsResponseSchema,
  paths,
  refreshBackoffMs,
} from '@channel-countdown/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { channelJobsFor, type ChannelJobs } from '../src/jobs/index.js';
import { createLogger } from '../src/logger.js';
import { createQuotaMeter } from '../src/youtube/index.js';
import { ANOTHER_CREATOR, FAKE_CREATOR } from './fakes/youtube.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Data API requests for a channel's figures (channels.list), by id or any other filter. */
const channelLookups = (t: TestApp) =>
  t.fake.requests.filter((line) => line.startsWith('GET /youtube/v3/channels?'));
const feedReads = (t: TestApp, channelId: string) =>
  t.fake.requests.filter((line) => line === `GET /feeds/videos.xml?channel_id=${channelId}`);

function jobsOf(t: TestApp): ChannelJobs {
  return channelJobsFor({
    config: t.config,
    db: t.db,
    versions: t.versions,
    youtube: t.youtube,
    clock: t.clock,
    logger: createLogger('silent'),
  });
}

async function connect(client: TestClient, channelId: string) {
  const response = await client.post(paths.channels, { channelId });
  expect(response.status).toBe(201);
  return channelSchema.parse(response.body);
}

describe.each(databases)('the scheduler on %s', (kind) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;

  beforeEach(async () => {
    t = await startTestApp(kind, { apiKey: 'test-api-key' });
    alice = t.client();
    bob = t.client();
    await signUp(alice);
    await signUp(bob);
  });
  afterEach(async () => {
    await t.close();
  });

  it('moves the clock past the intervals: figures, a snapshot and a new upload arrive without a request', async () => {
    const mine = await connect(alice, FAKE_CREATOR.id);
    const theirs = await connect(bob, FAKE_CREATOR.id);
    await connect(bob, ANOTHER_CREATOR.id);
    const jobs = jobsOf(t);

    // Nothing is due yet but the feeds, whose first read only seeds the uploads.
    const first = await jobs.runOnce();
    expect(first.refresh).toMatchObject({ due: 0, refreshed: 0 });
    expect(first.feeds).toMatchObject({ due: 2, polled: 2, newUploads: 0 });
    const seeded = channelUploadsResponseSchema.parse((await alice.get(paths.channelUploads(mine.id))).body);
    expect(seeded.map((upload) => upload.videoId)).toEqual(['fkVid000001', 'fkVid000002']);
    expect(seeded[0]).toEqual({
      videoId: 'fkVid000001',
      title: 'Building a workshop in 7 days',
      publishedAt: '2026-11-17T15:00:05.000Z',
      thumbnailUrl: `${t.fake.url}/vi/fkVid000001/hqdefault.jpg`,
      kind: 'video',
    });
    expect(await t.db('channel_events').count({ n: '*' }).first()).toMatchObject({ n: 0 });

    // Over the next hours the channel gains subscribers and uploads a video.
    const grownSince = t.clock.now().getTime();
    t.fake.grow(FAKE_CREATOR.id, { subscribersPerDay: 4000 });
    // After the newest upload the fake already lists (2026-11-17T15:00:05Z).
    const publishedAt = new Date(Date.UTC(2026, 10, 17, 18));
    t.fake.scheduleUpload(FAKE_CREATOR.id, {
      videoId: 'fkVid000003',
      title: 'A new bench',
      publishedAt: publishedAt.toISOString(),
    });

    // 31 minutes on: the feeds are due again (30m), the figures not yet (6h).
    t.clock.advance(31 * MINUTE);
    const lookupsBefore = channelLookups(t).length;
    expect((await jobs.runOnce()).feeds).toMatchObject({ polled: 2, newUploads: 0 });
    expect(channelLookups(t)).toHaveLength(lookupsBefore);

    t.clock.set(publishedAt.getTime() + 2 * HOUR);
    const run = await jobs.runOnce();
    expect(run.refresh).toMatchObject({ due: 2, refreshed: 2, failed: 0, quotaStopped: false });
    expect(run.feeds).toMatchObject({ polled: 2, newUploads: 1 });
    // Both channels in one batched channels.list request (1 unit), FAKE_CREATOR once for both users.
    expect(channelLookups(t).slice(lookupsBefore)).toEqual([
      expect.stringMatching(
        new RegExp(
          `[?&]id=(${FAKE_CREATOR.id}%2C${ANOTHER_CREATOR.id}|${ANOTHER_CREATOR.id}%2C${FAKE_CREATOR.id})&`,
        ),
      ),
    ]);

    for (const [client, id] of [
      [alice, mine.id],
      [bob, theirs.id],
    ] as const) {
      const list = (await client.get(paths.channels)).body as Array<{ id: number }>;
      expect(list.find((c) => c.id === id)).toMatchObject({
        subscriberCount: 1_250_000 + Math.floor((4000 * (t.clock.now().getTime() - grownSince)) / DAY),
        lastFetched: t.clock.now().toISOString(),
        lastUpload: publishedAt.toISOString(),
      });
    }
    const history = channelHistoryResponseSchema.parse((await alice.get(paths.channelHistory(mine.id))).body);
    expect(history).toHaveLength(2);
    expect(history[1]?.at).toBe(t.clock.now().toISOString());

    const uploads = channelUploadsResponseSchema.parse((await alice.get(paths.channelUploads(mine.id))).body);
    expect(uploads.map((upload) => upload.videoId)).toEqual(['fkVid000003', 'fkVid000001', 'fkVid000002']);
    const events = await t.db('channel_events').select('youtube_channel_id', 'kind', 'video_id');
    expect(events).toEqual([
      { youtube_channel_id: FAKE_CREATOR.id, kind: 'upload', video_id: 'fkVid000003' },
    ]);

    // Run again at once: nothing is due, nothing is asked.
    const requests = t.fake.requests.length;
    expect(await jobs.runOnce()).toMatchObject({ refresh: { due: 0 }, feeds: { due: 0 } });
    expect(t.fake.requests).toHaveLength(requests);

    // Alice signed up first: she is the administrator who reads the details.
    const health = await alice.get(paths.adminHealth);
    expect(health.body).toMatchObject({
      scheduler: {
        lastRunAt: t.clock.now().toISOString(),
        jobs: { refresh: expect.any(Object), feeds: expect.any(Object) },
      },
      quota: { unitsLeftToday: expect.any(Number) },
    });
    expect(feedReads(t, FAKE_CREATOR.id)).toHaveLength(3);
  });

  it('logs an upstream failure without throwing: the feeds are read again next tick, the figures after their backoff', async () => {
    await connect(alice, FAKE_CREATOR.id);
    const jobs = jobsOf(t);
    t.clock.advance(7 * HOUR);
    t.fake.setMode('error');
    expect(await jobs.runOnce()).toMatchObject({
      refresh: { due: 1, refreshed: 0, failed: 1, quotaStopped: false },
      feeds: { due: 1, polled: 0, failed: 1 },
    });
    t.fake.setMode('normal');
    t.clock.advance(MINUTE);
    // A failed refresh waits refreshBackoffMs(1) before the channel is tried again (refresh-failures.test.ts).
    expect(await jobs.runOnce()).toMatchObject({
      refresh: { due: 0, refreshed: 0, failed: 0 },
      feeds: { due: 1, polled: 1 },
    });
    t.clock.advance(refreshBackoffMs(1));
    expect(await jobs.runOnce()).toMatchObject({ refresh: { due: 1, refreshed: 1, failed: 0 } });
    expect((await t.client().get(paths.health)).status).toBe(200);
  });

  it('refreshes each channel once when two ticks run at once, as in two workers', async () => {
    await connect(alice, FAKE_CREATOR.id);
    await connect(bob, FAKE_CREATOR.id);
    await connect(bob, ANOTHER_CREATOR.id);
    t.clock.advance(7 * HOUR);
    const before = channelLookups(t).length;

    const runs = await Promise.all([jobsOf(t).refreshDueChannels(), jobsOf(t).refreshDueChannels()]);
    // Between them they take the two channels (one tick both, or each one), and refresh each.
    expect(runs.reduce((sum, run) => sum + run.due, 0)).toBe(2);
    expect(runs.reduce((sum, run) => sum + run.refreshed, 0)).toBe(2);
    const asked = channelLookups(t).slice(before).join('\n');
    expect(asked.split(FAKE_CREATOR.id)).toHaveLength(2);
    expect(asked.split(ANOTHER_CREATOR.id)).toHaveLength(2);
    // Refreshed, neither is taken again until the interval has passed.
    t.clock.advance(MINUTE);
    expect((await jobsOf(t).refreshDueChannels()).due).toBe(0);
  });

  it('takes only the channels whose last fetch is older than the interval', async () => {
    await connect(alice, FAKE_CREATOR.id);
    t.clock.advance(HOUR);
    await connect(alice, ANOTHER_CREATOR.id);
    t.clock.advance(6 * HOUR - 30 * MINUTE);
    // Only the first is older than 6h.
    const run = await jobsOf(t).refreshDueChannels();
    expect(run).toMatchObject({ due: 1, refreshed: 1 });
    expect(channelLookups(t).at(-1)).toContain(`id=${FAKE_CREATOR.id}&`);
  });

  it('leaves out the channels of users who turned auto refresh off, unless someone else tracking them has it on', async () => {
    await connect(alice, FAKE_CREATOR.id);
    await connect(alice, ANOTHER_CREATOR.id);
    await connect(bob, FAKE_CREATOR.id);
    const settings = await alice.get(paths.settings);
    const off = { ...settings.body, timers: { ...settings.body.timers, autoRefresh: false } };
    expect((await alice.request('PUT', paths.settings, off)).status).toBe(200);
    t.clock.advance(7 * HOUR);
    const jobs = jobsOf(t);

    const before = t.fake.requests.length;
    expect((await jobs.refreshDueChannels()).due).toBe(1);
    expect((await jobs.pollDueFeeds()).due).toBe(1);
    const asked = t.fake.requests.slice(before).join('\n');
    expect(asked).toContain(FAKE_CREATOR.id);
    expect(asked).not.toContain(ANOTHER_CREATOR.id);

    // Bob stops tracking the shared channel: none of Alice's channels is refreshed on schedule any more.
    const [shared] = (await bob.get(paths.channels)).body;
    expect((await bob.delete(paths.channel(shared.id))).status).toBe(200);
    t.clock.advance(7 * HOUR);
    expect((await jobs.refreshDueChannels()).due).toBe(0);
    expect((await jobs.pollDueFeeds()).due).toBe(0);
  });
});

describe.each(databases)('scheduled refreshes and the Data API budget on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // 10 units a day: 2 (20%) are kept for users' lookups (one user may spend them all here).
    t = await startTestApp(kind, {
      apiKey: 'test-api-key',
      env: { YOUTUBE_DAILY_QUOTA: '10', YOUTUBE_USER_QUOTA_SHARE: '100' },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stops before the budget is spent, logs it, and users can still look channels up', async () => {
    const alice = t.client();
    await signUp(alice);
    await connect(alice, FAKE_CREATOR.id); // channels.list + playlistItems.list: 2 units
    const quota = createQuotaMeter(t.db, t.clock, 10);
    await quota.spend(6);
    expect(await quota.remaining()).toBe(2);

    const logged: string[] = [];
    const logger = createLogger('warn', { write: (line: string) => void logged.push(line) });
    const jobs = channelJobsFor({
      config: t.config,
      db: t.db,
      versions: t.versions,
      youtube: t.youtube,
      clock: t.clock,
      logger,
    });
    t.clock.advance(7 * HOUR);
    const lookups = channelLookups(t).length;
    const run = await jobs.runOnce();
    expect(run.refresh).toEqual({ due: 1, refreshed: 0, failed: 0, quotaStopped: true });
    expect(channelLookups(t)).toHaveLength(lookups);
    expect(await quota.remaining()).toBe(2);
    expect(logged.join('\n')).toContain('scheduled refreshes stopped');
    // The feeds cost no units and still run.
    expect(run.feeds).toMatchObject({ polled: 1 });

    const preview = await alice.get(paths.channelPreview(ANOTHER_CREATOR.id));
    expect(preview).toMatchObject({ status: 200, body: { channelId: ANOTHER_CREATOR.id } });
    expect(await quota.remaining()).toBe(0);
    expect((await alice.get(paths.adminHealth)).body.quota).toEqual({ unitsLeftToday: 0 });
  });
});

describe.each(databases)('scheduled refreshes without an API key on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("reads each tracked channel's page once per refresh, however many users track it", async () => {
    const alice = t.client();
    const bob = t.client();
    await signUp(alice);
    await signUp(bob);
    await connect(alice, FAKE_CREATOR.id);
    await connect(bob, FAKE_CREATOR.id);
    t.clock.advance(7 * HOUR);
    const before = t.fake.requests.length;
    const run = await jobsOf(t).refreshDueChannels();
    expect(run).toMatchObject({ due: 1, refreshed: 1, quotaStopped: false });
    const pages = t.fake.requests
      .slice(before)
      .filter((line) => line.startsWith(`GET /channel/${FAKE_CREATOR.id}`));
    expect(pages).toHaveLength(1);
    expect(await t.db('channels').where('channel_id', FAKE_CREATOR.id)).toHaveLength(2);
    expect(await t.db('youtube_channels').where('id', FAKE_CREATOR.id)).toHaveLength(1);
    expect((await alice.get(paths.channels)).body[0].lastFetched).toBe(t.clock.now().toISOString());
  });
});
