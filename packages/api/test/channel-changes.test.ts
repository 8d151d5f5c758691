import {
  channelChangesResponseSchema,
  channelSchema,
  channelUploadsResponseSchema,
  paths,
} from '@channel-countdown/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeChannelInfos } from '../src/domain/channelData/refresh.js';
import { pollChannelFeed } from '../src/domain/channelData/uploads.js';
import { raiseDueNotifications } from '../src/domain/notifications/dueEvents.js';
import type { ChannelInfo } from '../src/youtube/index.js';
import { FAKE_CREATOR, FEED_ENTRIES } from './fakes/youtube.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const MINUTE = 60 * 1000;

async function connect(client: TestClient, channelId: string) {
  const response = await client.post(paths.channels, { channelId });
  expect(response.status).toBe(201);
  return channelSchema.parse(response.body);
}

describe.each(databases)("a channel's change log on %s", (kind) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let channel: { id: number; channelId: string };

  /** The fake's channel as the next lookup reads it. */
  const fakeCreator = () => t.fake.channels.find((c) => c.id === FAKE_CREATOR.id)!;
  const refresh = async (client = alice) => {
    t.clock.advance(10 * MINUTE);
    const response = await client.post(paths.channelRefresh(channel.id));
    expect(response.status).toBe(200);
  };
  const changeRows = async () =>
    (await t
      .db('youtube_channel_changes')
      .where('youtube_channel_id', FAKE_CREATOR.id)
      .orderBy('id')
      .select('kind', 'before', 'after')) as Array<{
      kind: string;
      before: string | null;
      after: string | null;
    }>;

  beforeEach(async () => {
    t = await startTestApp(kind, { apiKey: 'test-api-key' });
    alice = t.client();
    bob = t.client();
    await signUp(alice);
    await signUp(bob);
    channel = await connect(alice, FAKE_CREATOR.id);
  });
  afterEach(async () => {
    await t.close();
  });

  describe('refreshes record what the channel changed', () => {
    it('records nothing when a refresh finds the channel as it was', async () => {
      await refresh();
      await refresh();
      expect(await changeRows()).toEqual([]);
    });

    it('records a rename, a handle change and a hidden count once each, and again nothing after', async () => {
      fakeCreator().title = 'Fake Creator Studio';
      await refresh();
      expect(await changeRows()).toEqual([
        { kind: 'renamed', before: 'Fake Creator', after: 'Fake Creator Studio' },
      ]);

      fakeCreator().handle = '@fakestudio';
      await refresh();
      await refresh();
      fakeCreator().hiddenSubscriberCount = true;
      await refresh();
      await refresh();
      expect(await changeRows()).toEqual([
        { kind: 'renamed', before: 'Fake Creator', after: 'Fake Creator Studio' },
        { kind: 'handle', before: 'fakecreator', after: 'fakestudio' },
        { kind: 'subscribers-hidden', before: null, after: null },
      ]);

      fakeCreator().hiddenSubscriberCount = false;
      fakeCreator().slug = 'fake-creator-new';
      await refresh();
      const rows = await changeRows();
      expect(rows.slice(3).map((row) => row.kind)).toEqual(['picture', 'subscribers-shown']);
      expect(rows[3]!.before).toMatch(/\/thumbs\/fake-creator\.svg/);
      expect(rows[3]!.after).toMatch(/\/thumbs\/fake-creator-new\.svg/);
    });

    it('records a change once when two instances store the same lookup at once', async () => {
      const stored = (await t.db('youtube_channels').where('id', FAKE_CREATOR.id).first()) as {
        thumbnail_url: string;
      };
      const renamed: ChannelInfo = {
        channelId: FAKE_CREATOR.id,
        channelName: 'Fake Creator Studio',
        channelDescription: null,
        thumbnailUrl: stored.thumbnail_url,
        subscriberCount: 1_250_000,
        videoCount: 342,
        viewCount: 98_765_432,
        countsApproximate: false,
        lastUpload: null,
        handle: 'fakestudio',
        subscriberCountHidden: false,
      };
      const deps = { db: t.db, versions: t.versions };
      await Promise.all([
        storeChannelInfos(deps, [renamed], t.clock.now()),
        storeChannelInfos(deps, [renamed], t.clock.now()),
        storeChannelInfos(deps, [renamed], t.clock.now()),
      ]);
      expect(await changeRows()).toEqual([
        { kind: 'renamed', before: 'Fake Creator', after: 'Fake Creator Studio' },
        { kind: 'handle', before: 'fakecreator', after: 'fakestudio' },
      ]);
    });
  });

  describe('GET paths.channelChanges', () => {
    const changes = async (client = alice, id = channel.id) => {
      const response = await client.get(paths.channelChanges(id));
      expect(response.status).toBe(200);
      return channelChangesResponseSchema.parse(response.body);
    };

    it('answers an empty log for a channel that changed nothing', async () => {
      await refresh();
      expect(await changes()).toEqual([]);
    });

    it("answers the channel's changes newest first, with when each was seen, to every user who tracks it", async () => {
      fakeCreator().title = 'Fake Creator Studio';
      await refresh();
      const renamedAt = t.clock.now().toISOString();
      fakeCreator().handle = '@fakestudio';
      fakeCreator().hiddenSubscriberCount = true;
      await refresh();
      const laterAt = t.clock.now().toISOString();
      const log = await changes();
      expect(log.map(({ kind, before, after, at }) => ({ kind, before, after, at }))).toEqual([
        { kind: 'subscribers-hidden', before: null, after: null, at: laterAt },
        { kind: 'handle', before: 'fakecreator', after: 'fakestudio', at: laterAt },
        { kind: 'renamed', before: 'Fake Creator', after: 'Fake Creator Studio', at: renamedAt },
      ]);
      expect(new Set(log.map((change) => change.id)).size).toBe(3);
      // Bob tracks the same YouTube channel: the same log, on his own channel.
      const theirs = await connect(bob, FAKE_CREATOR.id);
      expect(await changes(bob, theirs.id)).toEqual(log);
    });

    it("answers 404 for another user's channel and for a channel that does not exist", async () => {
      fakeCreator().title = 'Fake Creator Studio';
      await refresh();
      const response = await bob.get(paths.channelChanges(channel.id));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Channel not found' });
      expect((await alice.get(paths.channelChanges(999_999))).status).toBe(404);
    });
  });

  describe("raised as 'channel-changed' events", () => {
    const remind = () => raiseDueNotifications({ db: t.db, versions: t.versions, clock: t.clock });
    const changedEvents = async (client: TestClient) =>
      (
        (await client.get(paths.notifications)).body as {
          items: Array<{ kind: string; channelId: number | null; title: string; body: string }>;
        }
      ).items
        .filter((item) => item.kind === 'channel-changed')
        .map(({ channelId, title, body }) => ({ channelId, title, body }));

    it('tells every user tracking the channel of a rename, a handle change and a hidden count, once each', async () => {
      const theirs = await connect(bob, FAKE_CREATOR.id);
      fakeCreator().title = 'Fake Creator Studio';
      await refresh();
      await Promise.all([remind(), remind()]); // two instances at once
      fakeCreator().handle = '@fakestudio';
      await refresh();
      fakeCreator().hiddenSubscriberCount = true;
      await refresh();
      await Promise.all([remind(), remind()]);
      await remind();

      const told = (channelId: number) => [
        {
          channelId,
          title: 'Channel Changed',
          body: 'Fake Creator Studio hid its subscriber count.',
        },
        {
          channelId,
          title: 'Channel Changed',
          body: 'Fake Creator Studio changed its handle from @fakecreator to @fakestudio.',
        },
        {
          channelId,
          title: 'Channel Changed',
          body: '“Fake Creator” is now called “Fake Creator Studio”.',
        },
      ];
      // The handle and the hidden count were raised in one pass, at one moment: in either order.
      const byBody = (events: Array<{ body: string }>) =>
        [...events].sort((a, b) => a.body.localeCompare(b.body));
      expect(byBody(await changedEvents(alice))).toEqual(byBody(told(channel.id)));
      expect(byBody(await changedEvents(bob))).toEqual(byBody(told(theirs.id)));
    });

    it("follows the channel's reminder choices: kept out of the app, it is not in the bell", async () => {
      const choices = { muted: false, off: [{ event: 'channel-changed', medium: 'in-app' }] };
      const saved = await alice.request('PUT', paths.channelReminders(channel.id), choices);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      // Without upload kinds in the request, none are muted.
      expect(saved.body).toEqual({ ...choices, mutedUploadKinds: [] });
      fakeCreator().title = 'Fake Creator Studio';
      await refresh();
      await remind();
      expect(await changedEvents(alice)).toEqual([]);
    });
  });

  describe('a video gone from the feed', () => {
    const poll = (youtubeChannelId = FAKE_CREATOR.id) =>
      pollChannelFeed(
        { db: t.db, versions: t.versions, clock: t.clock, webBaseUrl: t.fake.webBaseUrl },
        youtubeChannelId,
      );
    const uploadIds = async (id = channel.id) =>
      channelUploadsResponseSchema
        .parse((await alice.get(paths.channelUploads(id))).body)
        .map((u) => u.videoId);

    it('is recorded once as removed, leaves the uploads, is told once, and is listed again when it comes back', async () => {
      await poll(); // the first poll only seeds
      expect(await uploadIds()).toEqual(['fkVid000001', 'fkVid000002']);
      const removedVideo = fakeCreator().uploads.find((video) => video.videoId === 'fkVid000002')!;
      fakeCreator().uploads = fakeCreator().uploads.filter((video) => video !== removedVideo);
      t.clock.advance(10 * MINUTE);
      const results = await Promise.all([poll(), poll()]); // two instances at once
      expect(results.flatMap((result) => result.removed)).toEqual(['fkVid000002']);
      t.clock.advance(10 * MINUTE);
      expect((await poll()).removed).toEqual([]);
      expect(await changeRows()).toEqual([{ kind: 'video-removed', before: 'Tool tour 2026', after: null }]);
      expect(await uploadIds()).toEqual(['fkVid000001']);
      await raiseDueNotifications({ db: t.db, versions: t.versions, clock: t.clock });
      await raiseDueNotifications({ db: t.db, versions: t.versions, clock: t.clock });
      const told = (
        (await alice.get(paths.notifications)).body as { items: Array<{ kind: string; body: string }> }
      ).items
        .filter((item) => item.kind === 'channel-changed')
        .map((item) => item.body);
      expect(told).toEqual(['Fake Creator removed “Tool tour 2026”.']);

      // Back in the feed: listed again, and nothing more recorded.
      fakeCreator().uploads = [...fakeCreator().uploads, removedVideo];
      t.clock.advance(10 * MINUTE);
      await poll();
      expect(await uploadIds()).toEqual(['fkVid000001', 'fkVid000002']);
      expect(await changeRows()).toHaveLength(1);
    });

    it('is not an upload pushed out of a full feed by a newer one', async () => {
      const DAY = 24 * 60 * MINUTE;
      const busy = {
        ...FAKE_CREATOR,
        id: 'UCBusyChannelManyUploads',
        title: 'Busy Channel',
        handle: '@busychannel',
        slug: 'busy-channel',
        uploads: Array.from({ length: FEED_ENTRIES }, (_, index) => ({
          videoId: `busyVid${String(index).padStart(4, '0')}`,
          title: `Upload ${index}`,
          publishedAt: new Date(t.clock.now().getTime() - (index + 1) * DAY).toISOString(),
        })),
      };
      t.fake.addChannel(busy);
      await connect(alice, busy.id);
      await poll(busy.id);
      t.fake.scheduleUpload(busy.id, {
        videoId: 'busyVidNew1',
        title: 'The newest',
        publishedAt: new Date(t.clock.now().getTime() + MINUTE).toISOString(),
      });
      t.clock.advance(10 * MINUTE);
      const result = await poll(busy.id);
      expect(result.newUploads).toEqual(['busyVidNew1']);
      expect(result.removed).toEqual([]);
      expect(await t.db('youtube_channel_changes').where('youtube_channel_id', busy.id)).toEqual([]);
    });
  });
});
