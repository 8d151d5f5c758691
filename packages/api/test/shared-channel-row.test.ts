import { channelPreviewSchema, channelSchema, paths } from '@channel-countdown/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/knex.js';
import { LOOKUP_CACHE_TTL_MS } from '../src/youtube/index.js';
import { FAKE_CREATOR } from './fakes/youtube.js';
import { TestClient } from './support/client.js';
import { databases, type DatabaseKind } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startProcess, startTestApp, type ServedApp, type TestApp } from './support/harness.js';
import { REDIS_TEST_URL } from './support/redis.js';

const MINUTE = 60 * 1000;

/** The Data API calls that read a channel (channels.list) and its latest upload (playlistItems.list). */
const upstreamReads = (t: TestApp) =>
  t.fake.requests.filter(
    (line) =>
      line.startsWith('GET /youtube/v3/channels?') || line.startsWith('GET /youtube/v3/playlistItems?'),
  );
const channelsListCalls = (t: TestApp) =>
  t.fake.requests.filter((line) => line.startsWith('GET /youtube/v3/channels?'));

/**
 * Issue 49: a connect or a preview of a channel whose shared youtube_channels row was fetched within the
 * lookup cache's window reads that row, whichever process fetched it: a second instance (PostgreSQL and
 * Redis) or the server after a restart (SQLite, the same data directory) asks YouTube nothing more.
 */
const setups: Array<[DatabaseKind, string]> = databases.map((kind) =>
  kind === 'postgres'
    ? [kind, 'a second instance on the same PostgreSQL database and Redis']
    : [kind, 'the server restarted on the same SQLite data directory'],
);

describe.each(setups)('one fetch per channel across processes on %s: %s', (kind) => {
  let t: TestApp;
  let second: ServedApp;
  let secondDb: Db | undefined;

  beforeEach(async () => {
    t = await startTestApp(kind, {
      apiKey: 'test-api-key',
      env: kind === 'postgres' ? { REDIS_URL: REDIS_TEST_URL } : {},
    });
    if (kind === 'sqlite') {
      // A new pool on the data directory, as a restarted server opens.
      secondDb = createDb({ dataDir: t.database.dataDir, databaseUrl: undefined });
      second = await startProcess(t, secondDb);
    } else {
      second = await startProcess(t);
    }
    // The first account is the administrator.
    await signUp(t.client());
  });
  afterEach(async () => {
    await second.close();
    await secondDb?.destroy();
    secondDb = undefined;
    await t.close();
  });

  const connect = async (client: TestClient) => {
    const response = await client.post(paths.channels, { channelId: FAKE_CREATOR.id });
    expect(response.status).toBe(201);
    return channelSchema.parse(response.body);
  };

  it("serves a second user's preview and connect within the window from the shared row, and fetches again after it", async () => {
    const alice = t.client();
    await signUp(alice);
    const mine = await connect(alice);
    expect(channelsListCalls(t)).toHaveLength(1);
    const firstFetch = upstreamReads(t).length;
    expect(firstFetch).toBeGreaterThanOrEqual(1);
    const requestsAfterFirst = t.fake.requests.length;

    // Just within the window: the other process reads the row.
    t.clock.advance(LOOKUP_CACHE_TTL_MS - MINUTE);
    const bob = new TestClient(second.url);
    await signUp(bob);
    const preview = await bob.get(paths.channelPreview(FAKE_CREATOR.id));
    expect(preview.status).toBe(200);
    expect(channelPreviewSchema.parse(preview.body)).toEqual({
      channelId: FAKE_CREATOR.id,
      channelName: mine.channelName,
      thumbnailUrl: mine.thumbnailUrl,
      subscriberCount: mine.subscriberCount,
      videoCount: mine.videoCount,
      viewCount: mine.viewCount,
      countsApproximate: false,
    });
    const theirs = await connect(bob);
    expect(theirs).toMatchObject({
      channelId: FAKE_CREATOR.id,
      channelName: mine.channelName,
      subscriberCount: 1_250_000,
      videoCount: 342,
      lastUpload: mine.lastUpload,
      lastFetched: mine.lastFetched,
    });
    expect(t.fake.requests).toHaveLength(requestsAfterFirst);

    // Past the window (from the first fetch): the next connect asks YouTube again.
    t.clock.advance(2 * MINUTE);
    const carol = new TestClient(second.url);
    await signUp(carol);
    const refreshed = await connect(carol);
    expect(channelsListCalls(t)).toHaveLength(2);
    expect(refreshed.lastFetched).toBe(t.clock.now().toISOString());
    // Every tracker sees the new fetch: the row is shared.
    expect((await alice.get(paths.channels)).body).toEqual([
      expect.objectContaining({ id: mine.id, lastFetched: t.clock.now().toISOString() }),
    ]);
  });

  it('serves a connect on the first process from a row the other process fetched', async () => {
    const bob = new TestClient(second.url);
    await signUp(bob);
    await connect(bob);
    const requestsAfterFirst = t.fake.requests.length;
    expect(channelsListCalls(t)).toHaveLength(1);
    t.clock.advance(MINUTE);
    const alice = t.client();
    await signUp(alice);
    await connect(alice);
    expect(t.fake.requests).toHaveLength(requestsAfterFirst);
  });
});
