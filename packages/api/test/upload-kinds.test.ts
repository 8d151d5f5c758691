import {
  channelGainsResponseSchema,
  channelUploadsResponseSchema,
  paths,
  type ChannelReminderChoices,
} from '@channel-countdown/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelJobsFor, type ChannelJobs } from '../src/jobs/index.js';
import { createLogger } from '../src/logger.js';
import { FAKE_CREATOR, MIXED_CREATOR } from './fakes/youtube.js';
import { startFakeReceiver, type FakeReceiver } from './fakes/receiver.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp, type TestAppOptions } from './support/harness.js';

const MINUTE = 60 * 1000;
/** A day after the fake's Mixed Kinds Studio last uploaded (its Short of 19 November). */
const NOW = Date.UTC(2026, 10, 20, 12);

/**
 * Issue 46: uploads told apart (Shorts, live streams, regular videos) from YouTube's per-kind playlists, with
 * and without a Data API key, shown by kind in the channel's uploads and gains; and the reminder choices'
 * muted upload kinds, which keep a channel's new uploads of that kind from every medium, and nothing else.
 */
describe.each(databases)('uploads by kind on %s', (kind) => {
  let t: TestApp;
  let jobs: ChannelJobs;
  let receiver: FakeReceiver;
  let n = 0;

  const start = async (options: TestAppOptions = {}) => {
    receiver = await startFakeReceiver();
    t = await startTestApp(kind, {
      ...options,
      env: { WEBHOOK_ALLOWED_HOSTS: receiver.host, PUBLIC_URL: 'https://countdown.example' },
    });
    t.clock.set(NOW);
    jobs = channelJobsFor({
      config: t.config,
      db: t.db,
      versions: t.versions,
      youtube: t.youtube,
      clock: t.clock,
      logger: createLogger('silent'),
    });
  };
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  const track = async (client: TestClient, youtubeChannelId: string) => {
    const response = await client.post(paths.channels, { channelId: youtubeChannelId });
    expect(response.status).toBe(201);
    return (response.body as { id: number }).id;
  };
  const creator = async () => {
    n += 1;
    const client = t.client();
    await signUp(client, `kinds_${n}_${kind}`);
    return client;
  };
  const uploadsOf = async (client: TestClient, channelId: number) => {
    const response = await client.get(paths.channelUploads(channelId));
    expect(response.status).toBe(200);
    return channelUploadsResponseSchema
      .parse(response.body)
      .map((upload) => [upload.videoId, upload.kind] as const);
  };
  const kindFeedRequests = () => t.fake.requests.filter((request) => /playlist_id=UU(SH|LV)/.test(request));

  describe('without a key', () => {
    beforeEach(() => start());

    it("tells the Shorts, the live stream and the regular video apart in the channel's uploads and gains", async () => {
      const alice = await creator();
      const channelId = await track(alice, MIXED_CREATOR.id);
      await jobs.runOnce();
      expect(await uploadsOf(alice, channelId)).toEqual([
        ['mxShort0001', 'short'],
        ['mxLive00001', 'live'],
        // Its feed entry links to /watch, not /shorts: the Shorts playlist tells it.
        ['mxShort0002', 'short'],
        ['mxVideo0001', 'video'],
      ]);
      // One request to each of the channel's Shorts and live playlist feeds.
      expect(kindFeedRequests()).toEqual([
        `GET /feeds/videos.xml?playlist_id=UUSH${MIXED_CREATOR.id.slice(2)}`,
        `GET /feeds/videos.xml?playlist_id=UULV${MIXED_CREATOR.id.slice(2)}`,
      ]);

      const response = await alice.get(`${paths.channelGains(channelId)}?range=7d`);
      expect(response.status).toBe(200);
      const gains = channelGainsResponseSchema.parse(response.body);
      expect(gains.days.map((day) => [day.date, day.uploads])).toEqual([
        // Before its oldest stored upload the channel's uploads are unknown, never zeros.
        ['2026-11-14', null],
        ['2026-11-15', null],
        ['2026-11-16', { video: 1, short: 0, live: 0 }],
        ['2026-11-17', { video: 0, short: 1, live: 0 }],
        ['2026-11-18', { video: 0, short: 0, live: 1 }],
        ['2026-11-19', { video: 0, short: 1, live: 0 }],
        ['2026-11-20', { video: 0, short: 0, live: 0 }],
      ]);
      const csv = await alice.get(`${paths.channelGainsCsv(channelId)}?range=7d`);
      const lines = String(csv.body).trim().split('\n');
      expect(lines[0]).toMatch(/,"Regular Videos Uploaded","Shorts Uploaded","Live Streams Uploaded"$/);
      expect(lines.find((line) => line.startsWith('"2026-11-18"'))).toMatch(/,"0","0","1"$/);
      expect(lines.find((line) => line.startsWith('"2026-11-15"'))).toMatch(/,,,$/);

      // A poll with nothing new asks no per-kind playlist again.
      t.clock.set(NOW + t.config.schedule.feedPollMs + MINUTE);
      await jobs.runOnce();
      expect(kindFeedRequests()).toHaveLength(2);
    });

    it('reads what it could not tell as a regular video, never claiming a kind it did not see', async () => {
      t.fake.failKindFeeds(['UUSH', 'UULV']);
      const alice = await creator();
      const channelId = await track(alice, MIXED_CREATOR.id);
      await jobs.runOnce();
      expect(await uploadsOf(alice, channelId)).toEqual([
        // The channel feed's own /shorts/ link still tells this one.
        ['mxShort0001', 'short'],
        ['mxLive00001', 'video'],
        ['mxShort0002', 'video'],
        ['mxVideo0001', 'video'],
      ]);
    });

    it("muting Shorts for one channel stops only that channel's new Shorts, on every medium", async () => {
      const alice = await creator();
      const mixed = await track(alice, MIXED_CREATOR.id);
      const other = await track(alice, FAKE_CREATOR.id);
      const hook = await alice.post(paths.destinations, {
        kind: 'webhook',
        name: 'studio',
        url: `${receiver.url}/studio`,
        events: ['new-upload'],
      });
      expect(hook.status).toBe(201);
      // The first poll only seeds.
      await jobs.runOnce();

      // An API caller that knows nothing of upload kinds still writes its choices; none are muted then.
      const old = await alice.request('PUT', paths.channelReminders(mixed), { muted: false, off: [] });
      expect(old.status).toBe(200);
      expect(old.body).toEqual({ muted: false, off: [], mutedUploadKinds: [] });
      const chosen: ChannelReminderChoices = { muted: false, off: [], mutedUploadKinds: ['short'] };
      const saved = await alice.request('PUT', paths.channelReminders(mixed), chosen);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual(chosen);
      expect((await alice.get(paths.channelReminders(mixed))).body).toEqual(chosen);
      expect((await alice.get(paths.channelReminders(other))).body).toEqual({
        muted: false,
        off: [],
        mutedUploadKinds: [],
      });
      const refused = await alice.request('PUT', paths.channelReminders(mixed), {
        ...chosen,
        mutedUploadKinds: ['podcast'],
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: expect.any(String) });

      const publishedAt = new Date(NOW + 10 * MINUTE).toISOString();
      t.fake.scheduleUpload(MIXED_CREATOR.id, {
        videoId: `mxNewShrt${kind.slice(0, 2)}`,
        title: 'A muted Short',
        publishedAt,
        kind: 'short',
      });
      t.fake.scheduleUpload(MIXED_CREATOR.id, {
        videoId: `mxNewVid0${kind.slice(0, 2)}`,
        title: 'A long video',
        publishedAt,
      });
      t.fake.scheduleUpload(FAKE_CREATOR.id, {
        videoId: `fkNewShrt${kind.slice(0, 2)}`,
        title: 'A Short elsewhere',
        publishedAt,
        kind: 'short',
      });
      t.clock.set(NOW + 10 * MINUTE + t.config.schedule.feedPollMs);
      await jobs.runOnce();
      await jobs.runOnce();

      const items = (await alice.get(paths.notifications)).body.items as Array<{
        kind: string;
        body: string;
      }>;
      const bodies = items.filter((item) => item.kind === 'new-upload').map((item) => item.body);
      expect(bodies).toHaveLength(2);
      expect(bodies.some((body) => body.includes('A long video'))).toBe(true);
      expect(bodies.some((body) => body.includes('A Short elsewhere'))).toBe(true);
      expect(bodies.some((body) => body.includes('A muted Short'))).toBe(false);
      const delivered = receiver.received
        .filter((request) => request.path === '/studio')
        .map((request) => JSON.stringify(JSON.parse(request.body)));
      expect(delivered).toHaveLength(2);
      expect(delivered.some((body) => body.includes('A muted Short'))).toBe(false);
      // The Short is still the channel's upload, told as one.
      expect(await uploadsOf(alice, mixed)).toContainEqual([`mxNewShrt${kind.slice(0, 2)}`, 'short']);
    });
  });

  describe('with a Data API key', () => {
    beforeEach(() => start({ apiKey: 'test-api-key' }));

    it('asks videos.list for the live streams (one unit) and the Shorts playlist feed for the Shorts', async () => {
      const alice = await creator();
      const channelId = await track(alice, MIXED_CREATOR.id);
      await jobs.runOnce();
      expect(await uploadsOf(alice, channelId)).toEqual([
        ['mxShort0001', 'short'],
        ['mxLive00001', 'live'],
        ['mxShort0002', 'short'],
        ['mxVideo0001', 'video'],
      ]);
      const liveChecks = t.fake.requests.filter(
        (request) =>
          request.startsWith('GET /youtube/v3/videos?') && request.includes('liveStreamingDetails'),
      );
      expect(liveChecks).toHaveLength(1);
      expect(kindFeedRequests()).toEqual([
        `GET /feeds/videos.xml?playlist_id=UUSH${MIXED_CREATOR.id.slice(2)}`,
      ]);
    });

    it("falls back to the live playlist's feed when the Data API cannot tell", async () => {
      const alice = await creator();
      const channelId = await track(alice, MIXED_CREATOR.id);
      // The day's units are spent: the live check is refused before it reaches YouTube.
      await t.db('youtube_quota').update({ units: t.config.youtube.dailyQuota });
      await jobs.runOnce();
      expect(await uploadsOf(alice, channelId)).toContainEqual(['mxLive00001', 'live']);
      expect(kindFeedRequests()).toContain(
        `GET /feeds/videos.xml?playlist_id=UULV${MIXED_CREATOR.id.slice(2)}`,
      );
    });
  });
});
