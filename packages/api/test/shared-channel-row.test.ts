import { channelPreviewSchema, channelSchema, paths } from '@channel-countdown/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/knex.js';
import { pollChannelFeed } from '../src/domain/channelData/uploads.js';
import { LOOKUP_CACHE_TTL_MS } from '../src/youtube/index.js';
import { ANOTHER_CREATOR, FAKE_CREATOR } from './fakes/youtube.js';
import { recordedText } from './fixtures/youtube/recorded.js';
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

/**
 * The test app and a second process on its database: another instance on PostgreSQL (sharing Redis), the
 * server restarted on SQLite (a new pool on the data directory).
 */
async function startTwoProcesses(
  kind: DatabaseKind,
  apiKey: string | undefined,
): Promise<{ t: TestApp; second: ServedApp; close(): Promise<void> }> {
  const t = await startTestApp(kind, {
    apiKey,
    env: kind === 'postgres' ? { REDIS_URL: REDIS_TEST_URL } : {},
  });
  const secondDb =
    kind === 'sqlite' ? createDb({ dataDir: t.database.dataDir, databaseUrl: undefined }) : undefined;
  const second = await startProcess(t, secondDb);
  // The first account is the administrator.
  await signUp(t.client());
  return {
    t,
    second,
    async close() {
      await second.close();
      await secondDb?.destroy();
      await t.close();
    },
  };
}

describe.each(setups)('one fetch per channel across processes on %s: %s', (kind) => {
  let t: TestApp;
  let second: ServedApp;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ t, second, close } = await startTwoProcesses(kind, 'test-api-key'));
  });
  afterEach(async () => {
    await close();
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

  const preview = (client: TestClient, input: string) => client.get(paths.channelPreview(input));

  it('serves a preview and a connect by handle, in any letter case, from the row the other process fetched', async () => {
    const alice = t.client();
    await signUp(alice);
    const mine = await connect(alice);
    const requestsAfterFirst = t.fake.requests.length;

    t.clock.advance(LOOKUP_CACHE_TTL_MS - MINUTE);
    const bob = new TestClient(second.url);
    await signUp(bob);
    for (const input of ['@FakeCreator', 'https://www.youtube.com/@FAKECREATOR/videos', 'fakecreator']) {
      const previewed = await preview(bob, input);
      expect(previewed.status).toBe(200);
      expect(channelPreviewSchema.parse(previewed.body)).toEqual({
        channelId: FAKE_CREATOR.id,
        channelName: mine.channelName,
        thumbnailUrl: mine.thumbnailUrl,
        subscriberCount: mine.subscriberCount,
        videoCount: mine.videoCount,
        viewCount: mine.viewCount,
        countsApproximate: false,
      });
    }
    const created = await bob.post(paths.channels, { channelId: '@fakeCreator' });
    expect(created.status).toBe(201);
    expect(channelSchema.parse(created.body)).toMatchObject({
      channelId: FAKE_CREATOR.id,
      lastFetched: mine.lastFetched,
    });
    expect(t.fake.requests).toHaveLength(requestsAfterFirst);

    // A handle no stored channel has is YouTube's to answer.
    const unknown = await preview(bob, '@nobodyknowsthis');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Channel not found' });
    expect(channelsListCalls(t)).toEqual([
      expect.stringContaining('id=UCFakeCreatorChannel0001'),
      expect.stringContaining('forHandle=%40nobodyknowsthis'),
      expect.stringContaining('forUsername=nobodyknowsthis'),
    ]);

    // Past the window the row no longer answers: the handle is looked up again, and the new figures stored.
    t.clock.advance(2 * MINUTE);
    const carol = new TestClient(second.url);
    await signUp(carol);
    const stale = await preview(carol, '@FakeCreator');
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ channelId: FAKE_CREATOR.id });
    expect(channelsListCalls(t)).toHaveLength(4);
    expect(channelsListCalls(t)[3]).toContain('forHandle=%40FakeCreator');
  });

  it('answers a preview by a handle that moved to another channel with the channel that has it now', async () => {
    const alice = t.client();
    await signUp(alice);
    await connect(alice);
    const theirs = await alice.post(paths.channels, { channelId: ANOTHER_CREATOR.id });
    expect(theirs.status).toBe(201);
    // The creator renames its handle, and the other channel takes the one it gave up.
    const fakeChannel = (id: string) => t.fake.channels.find((channel) => channel.id === id);
    fakeChannel(FAKE_CREATOR.id)!.handle = '@fakecreatorclassic';
    fakeChannel(ANOTHER_CREATOR.id)!.handle = '@FakeCreator';
    t.clock.advance(MINUTE);
    const refreshed = await alice.post(paths.channelRefresh(channelSchema.parse(theirs.body).id));
    expect(refreshed.status).toBe(200);
    const requestsAfterRefresh = t.fake.requests.length;

    const bob = new TestClient(second.url);
    await signUp(bob);
    const previewed = await preview(bob, '@fakecreator');
    expect(previewed.status).toBe(200);
    expect(previewed.body).toMatchObject({ channelId: ANOTHER_CREATOR.id });
    expect(t.fake.requests).toHaveLength(requestsAfterRefresh);
  });

  it('serves a preview and a connect by a link to a stored upload from the shared row, and asks YouTube for any other video', async () => {
    const alice = t.client();
    await signUp(alice);
    const mine = await connect(alice);
    // The feed poller stores the channel's uploads (a scheduled job, on whichever process runs it).
    const feedDeps = { db: t.db, versions: t.versions, clock: t.clock, webBaseUrl: t.fake.webBaseUrl };
    expect(await pollChannelFeed(feedDeps, FAKE_CREATOR.id)).toMatchObject({ stored: 2 });
    const requestsAfterFirst = t.fake.requests.length;

    t.clock.advance(LOOKUP_CACHE_TTL_MS - MINUTE);
    const bob = new TestClient(second.url);
    await signUp(bob);
    const [newest, older] = FAKE_CREATOR.uploads;
    const previewed = await preview(bob, `https://youtu.be/${older!.videoId}?si=shared`);
    expect(previewed.status).toBe(200);
    expect(channelPreviewSchema.parse(previewed.body)).toMatchObject({
      channelId: FAKE_CREATOR.id,
      channelName: mine.channelName,
      subscriberCount: mine.subscriberCount,
    });
    const created = await bob.post(paths.channels, {
      channelId: `https://www.youtube.com/watch?v=${newest!.videoId}&t=42s`,
    });
    expect(created.status).toBe(201);
    expect(channelSchema.parse(created.body)).toMatchObject({
      channelId: FAKE_CREATOR.id,
      lastFetched: mine.lastFetched,
    });
    expect(t.fake.requests).toHaveLength(requestsAfterFirst);

    // A video no stored upload is: YouTube says whose it is.
    const other = await preview(bob, `https://youtu.be/${ANOTHER_CREATOR.uploads[0]!.videoId}`);
    expect(other.status).toBe(200);
    expect(other.body).toMatchObject({ channelId: ANOTHER_CREATOR.id });
    const videosListCalls = () =>
      t.fake.requests.filter((line) => line.startsWith('GET /youtube/v3/videos?'));
    expect(videosListCalls()).toEqual([expect.stringContaining(`id=${ANOTHER_CREATOR.uploads[0]!.videoId}`)]);

    // Past the window the stored upload's channel row no longer answers: YouTube is asked again.
    t.clock.advance(2 * MINUTE);
    const stale = await preview(bob, `https://youtu.be/${older!.videoId}`);
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ channelId: FAKE_CREATOR.id });
    expect(videosListCalls()).toHaveLength(2);
    expect(videosListCalls()[1]).toContain(`id=${older!.videoId}`);
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

describe.each(setups)('one fetch per channel by handle without an API key on %s: %s', (kind) => {
  let t: TestApp;
  let second: ServedApp;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ t, second, close } = await startTwoProcesses(kind, undefined));
  });
  afterEach(async () => {
    await close();
  });

  it("serves a preview by handle from a row stored with the handle the channel page's vanity URL names", async () => {
    const alice = t.client();
    await signUp(alice);
    const created = await alice.post(paths.channels, { channelId: FAKE_CREATOR.id });
    expect(created.status).toBe(201);
    const requestsAfterFirst = t.fake.requests.length;

    t.clock.advance(MINUTE);
    const bob = new TestClient(second.url);
    await signUp(bob);
    const previewed = await bob.get(paths.channelPreview('@FAKECREATOR'));
    expect(previewed.status).toBe(200);
    expect(previewed.body).toMatchObject({ channelId: FAKE_CREATOR.id, channelName: FAKE_CREATOR.title });
    expect(t.fake.requests).toHaveLength(requestsAfterFirst);
  });

  it('serves a preview by handle from a row stored with the handle a connect was made by, when the page names none', async () => {
    // A 2021 page, whose vanity URL is a /c/ custom URL: the page says no handle.
    t.fake.servePage('/@ProgKnowledge', recordedText('channel-2021-en-programmingknowledge.html.gz'));
    const alice = t.client();
    await signUp(alice);
    const created = await alice.post(paths.channels, { channelId: 'youtube.com/@ProgKnowledge' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ channelId: 'UCs6nmQViDpUw0nuIx9c_WvA' });
    const requestsAfterFirst = t.fake.requests.length;

    t.clock.advance(MINUTE);
    const bob = new TestClient(second.url);
    await signUp(bob);
    const previewed = await bob.get(paths.channelPreview('progknowledge'));
    expect(previewed.status).toBe(200);
    expect(previewed.body).toMatchObject({ channelId: 'UCs6nmQViDpUw0nuIx9c_WvA' });
    expect(t.fake.requests).toHaveLength(requestsAfterFirst);
  });
});
