import {
  channelHistoryResponseSchema,
  channelSchema,
  channelUploadsResponseSchema,
  paths,
} from '@channel-countdown/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pollChannelFeed } from '../src/domain/channelData/uploads.js';
import { FAKE_CREATOR } from './fakes/youtube.js';
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

async function connect(client: TestClient, channelId: string) {
  const response = await client.post(paths.channels, { channelId });
  expect(response.status).toBe(201);
  return channelSchema.parse(response.body);
}

describe.each(databases)('live channel data on %s', (kind) => {
  let t: TestApp;
  let admin: TestClient;
  let alice: TestClient;
  let bob: TestClient;

  beforeEach(async () => {
    t = await startTestApp(kind, { apiKey: 'test-api-key' });
    admin = t.client();
    // The first account registered is the admin.
    expect((await signUp(admin)).role).toBe('admin');
    alice = t.client();
    bob = t.client();
    await signUp(alice);
    await signUp(bob);
  });
  afterEach(async () => {
    await t.close();
  });

  describe('one fetch per YouTube channel, with history', () => {
    it('asks YouTube once when two users connect the same channel, and writes one snapshot', async () => {
      const mine = await connect(alice, FAKE_CREATOR.id);
      const theirs = await connect(bob, FAKE_CREATOR.id);
      expect(channelLookups(t)).toHaveLength(1);

      for (const [client, channel] of [
        [alice, mine],
        [bob, theirs],
      ] as const) {
        const history = await client.get(paths.channelHistory(channel.id));
        expect(history.status).toBe(200);
        expect(channelHistoryResponseSchema.parse(history.body)).toEqual([
          {
            at: t.clock.now().toISOString(),
            subscriberCount: 1_250_000,
            videoCount: 342,
            viewCount: 98_765_432,
            approximate: false,
          },
        ]);
      }
    });

    it("keeps one row of the YouTube channel: deleting one user who tracks it leaves the other's figures and history", async () => {
      await connect(alice, FAKE_CREATOR.id);
      const theirs = await connect(bob, FAKE_CREATOR.id);
      expect(await t.db('youtube_channels').where('id', FAKE_CREATOR.id)).toHaveLength(1);
      const aliceId = (await alice.get(paths.user)).body.id;
      expect((await admin.delete(paths.adminUser(aliceId))).status).toBe(200);

      expect((await bob.get(paths.channels)).body).toMatchObject([
        {
          id: theirs.id,
          channelName: 'Fake Creator',
          subscriberCount: 1_250_000,
        },
      ]);
      expect((await bob.get(paths.channelHistory(theirs.id))).body).toHaveLength(1);
      expect(channelLookups(t)).toHaveLength(1);
    });

    it("a refresh moves every user's row of the channel and adds at most one snapshot an hour", async () => {
      const mine = await connect(alice, FAKE_CREATOR.id);
      const theirs = await connect(bob, FAKE_CREATOR.id);
      const connectedAt = t.clock.now();
      t.fake.grow(FAKE_CREATOR.id, { subscribersPerDay: 2400 });

      t.clock.advance(2 * HOUR);
      const refreshed = await alice.post(paths.channelRefresh(mine.id));
      expect(refreshed.status).toBe(200);
      expect(refreshed.body.subscriberCount).toBe(1_250_200);
      // Bob's row of the same YouTube channel moved with it: the figures belong to the channel.
      const bobs = await bob.get(paths.channels);
      expect(bobs.body.find((c: { id: number }) => c.id === theirs.id)).toMatchObject({
        subscriberCount: 1_250_200,
        lastFetched: t.clock.now().toISOString(),
      });

      // A second refresh in the same hour asks YouTube again after a minute but keeps the hour's snapshot.
      t.clock.advance(10 * MINUTE);
      expect((await bob.post(paths.channelRefresh(theirs.id))).status).toBe(200);
      const history = channelHistoryResponseSchema.parse(
        (await alice.get(paths.channelHistory(mine.id))).body,
      );
      expect(history.map((point) => [point.at, point.subscriberCount])).toEqual([
        [connectedAt.toISOString(), 1_250_000],
        [new Date(connectedAt.getTime() + 2 * HOUR).toISOString(), 1_250_200],
      ]);
    });

    it('answers the history of a range, oldest first, and refuses a range it does not know', async () => {
      const mine = await connect(alice, FAKE_CREATOR.id);
      t.fake.grow(FAKE_CREATOR.id, { subscribersPerDay: 100 });
      t.clock.advance(10 * DAY);
      await alice.post(paths.channelRefresh(mine.id));

      const week = channelHistoryResponseSchema.parse(
        (await alice.get(`${paths.channelHistory(mine.id)}?range=7d`)).body,
      );
      expect(week.map((point) => point.subscriberCount)).toEqual([1_251_000]);
      const all = channelHistoryResponseSchema.parse(
        (await alice.get(`${paths.channelHistory(mine.id)}?range=all`)).body,
      );
      expect(all.map((point) => point.subscriberCount)).toEqual([1_250_000, 1_251_000]);
      const byDefault = await alice.get(paths.channelHistory(mine.id));
      expect(byDefault.body).toHaveLength(2);

      const bad = await alice.get(`${paths.channelHistory(mine.id)}?range=2w`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toEqual(expect.stringContaining('range'));
    });

    it("hides another user's channel (404) but shows any channel to an admin", async () => {
      const mine = await connect(alice, FAKE_CREATOR.id);
      for (const path of [paths.channelHistory(mine.id), paths.channelUploads(mine.id)]) {
        expect(await bob.get(path)).toMatchObject({ status: 404, body: { message: 'Channel not found' } });
        expect((await admin.get(path)).status).toBe(200);
        expect((await t.client().get(path)).status).toBe(401);
      }
      expect((await alice.get(paths.channelHistory(2_147_483_647))).status).toBe(404);
      expect((await alice.get('/api/channels/abc/history')).status).toBe(400);
    });
  });

  describe('uploads from the public feed', () => {
    it('seeds the uploads on the first poll, then records each new one once and moves last_upload', async () => {
      const mine = await connect(alice, FAKE_CREATOR.id);
      const deps = {
        db: t.db,
        versions: t.versions,
        clock: t.clock,
        webBaseUrl: t.config.youtube.webBaseUrl,
      };
      expect((await alice.get(paths.channelUploads(mine.id))).body).toEqual([]);

      expect(await pollChannelFeed(deps, FAKE_CREATOR.id)).toEqual({
        stored: 2,
        newUploads: [],
        removed: [],
      });
      const seeded = channelUploadsResponseSchema.parse(
        (await alice.get(paths.channelUploads(mine.id))).body,
      );
      expect(seeded).toEqual([
        {
          videoId: 'fkVid000001',
          title: 'Building a workshop in 7 days',
          publishedAt: '2026-11-17T15:00:05.000Z',
          thumbnailUrl: `${t.fake.url}/vi/fkVid000001/hqdefault.jpg`,
          kind: 'video',
        },
        {
          videoId: 'fkVid000002',
          title: 'Tool tour 2026',
          publishedAt: '2026-11-10T15:00:02.000Z',
          thumbnailUrl: `${t.fake.url}/vi/fkVid000002/hqdefault.jpg`,
          kind: 'video',
        },
      ]);
      expect(await t.db('channel_events').count({ n: '*' }).first()).toMatchObject({ n: 0 });

      // A title with a NUL character and an overlong one are stored cleaned, never refused by the database.
      const publishedAt = new Date(Date.UTC(2026, 10, 18, 9));
      t.fake.scheduleUpload(FAKE_CREATOR.id, {
        videoId: 'fkVid000003',
        title: `Bad\u0000title ${'x'.repeat(300)}`,
        publishedAt: publishedAt.toISOString(),
      });
      expect(await pollChannelFeed(deps, FAKE_CREATOR.id)).toEqual({
        stored: 0,
        newUploads: [],
        removed: [],
      });
      t.clock.set(publishedAt.getTime() + HOUR);
      expect(await pollChannelFeed(deps, FAKE_CREATOR.id)).toEqual({
        stored: 1,
        newUploads: ['fkVid000003'],
        removed: [],
      });
      expect(await pollChannelFeed(deps, FAKE_CREATOR.id)).toEqual({
        stored: 0,
        newUploads: [],
        removed: [],
      });

      const uploads = channelUploadsResponseSchema.parse(
        (await alice.get(paths.channelUploads(mine.id))).body,
      );
      expect(uploads.map((upload) => upload.videoId)).toEqual(['fkVid000003', 'fkVid000001', 'fkVid000002']);
      expect(uploads[0]?.title).toHaveLength(255);
      expect(uploads[0]?.title.startsWith('Badtitle x')).toBe(true);
      expect(await t.db('channel_events').select('youtube_channel_id', 'kind', 'video_id')).toEqual([
        { youtube_channel_id: FAKE_CREATOR.id, kind: 'upload', video_id: 'fkVid000003' },
      ]);
      const channel = ((await alice.get(paths.channels)).body as Array<{ id: number }>).find(
        (c) => c.id === mine.id,
      );
      expect(channel).toMatchObject({ lastUpload: publishedAt.toISOString() });
    });
  });
});
