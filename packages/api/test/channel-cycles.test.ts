import {
  channelCyclesResponseSchema,
  channelSchema,
  channelSparklinesResponseSchema,
  paths,
  uploadStreaks,
} from '@channel-countdown/contract';
import { pollChannelFeed } from '../src/domain/channelData/uploads.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANOTHER_CREATOR, FAKE_CREATOR, QUIET_CHANNEL } from './fakes/youtube.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createChannel, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function connect(client: TestClient, channelId: string) {
  const response = await client.post(paths.channels, { channelId });
  expect(response.status).toBe(201);
  return channelSchema.parse(response.body);
}

describe.each(databases)('channel cycles and sparklines on %s', (kind) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let bobId: number;

  beforeEach(async () => {
    t = await startTestApp(kind, { apiKey: 'test-api-key' });
    // The first account is the admin: take it, so alice and bob are plain users.
    await signUp(t.client());
    alice = t.client();
    bob = t.client();
    await signUp(alice);
    bobId = (await signUp(bob)).id;
  });
  afterEach(async () => {
    await t.close();
  });

  describe('GET /api/channels/:id/cycles', () => {
    it("lists every cycle newest first with how it ended, by the server's cycle rules", async () => {
      const channel = await connect(alice, FAKE_CREATOR.id);
      const firstStart = t.clock.now();

      // The first cycle runs its 7 days out: completed.
      t.clock.advance(8 * DAY);
      const second = await alice.post(paths.channelTimer(channel.id), { durationDays: 3 });
      expect(second.status).toBe(201);
      const secondStart = t.clock.now();

      // The second is deleted a day in.
      t.clock.advance(DAY);
      const secondTimer = channelSchema.parse(second.body).timer!;
      expect((await alice.delete(paths.timer(secondTimer.id))).status).toBe(200);
      const deletedAt = t.clock.now();

      // The third is running, then paused.
      t.clock.advance(HOUR);
      const third = channelSchema.parse((await alice.post(paths.channelTimer(channel.id), {})).body).timer!;
      const thirdStart = t.clock.now();

      let cycles = channelCyclesResponseSchema.parse((await alice.get(paths.channelCycles(channel.id))).body);
      expect(cycles).toEqual([
        {
          id: third.id,
          startTime: thirdStart.toISOString(),
          endTime: third.endTime,
          endedAt: null,
          state: 'running',
          uploads: { count: 0, firstAt: null },
        },
        {
          id: secondTimer.id,
          startTime: secondStart.toISOString(),
          endTime: new Date(secondStart.getTime() + 3 * DAY).toISOString(),
          endedAt: deletedAt.toISOString(),
          state: 'deleted',
          uploads: { count: 0, firstAt: null },
        },
        {
          id: channel.timer!.id,
          startTime: firstStart.toISOString(),
          endTime: new Date(firstStart.getTime() + 7 * DAY).toISOString(),
          endedAt: new Date(firstStart.getTime() + 7 * DAY).toISOString(),
          state: 'completed',
          uploads: { count: 0, firstAt: null },
        },
      ]);

      expect((await alice.patch(paths.timer(third.id), { isPaused: true })).status).toBe(200);
      // Paused, it never completes however long it waits.
      t.clock.advance(30 * DAY);
      cycles = channelCyclesResponseSchema.parse((await alice.get(paths.channelCycles(channel.id))).body);
      expect(cycles[0]).toMatchObject({ id: third.id, state: 'paused', endedAt: null });
    });

    it('says of each cycle whether the channel uploaded inside it: how many, and when the first came', async () => {
      // After the channel's own uploads (its latest: 2026-11-17).
      t.clock.set(Date.parse('2026-11-20T12:00:00.000Z'));
      const channel = await connect(alice, FAKE_CREATOR.id);
      const feed = {
        db: t.db,
        versions: t.versions,
        clock: t.clock,
        webBaseUrl: t.config.youtube.webBaseUrl,
      };
      // The uploads from before the channel was connected belong to no cycle.
      await pollChannelFeed(feed, FAKE_CREATOR.id);
      const publish = async (videoId: string, afterMs: number) => {
        const publishedAt = new Date(t.clock.now().getTime() + afterMs);
        t.fake.scheduleUpload(FAKE_CREATOR.id, {
          videoId,
          title: videoId,
          publishedAt: publishedAt.toISOString(),
        });
        t.clock.advance(afterMs + HOUR);
        await pollChannelFeed(feed, FAKE_CREATOR.id);
        return publishedAt.toISOString();
      };

      // The first cycle: two uploads; it runs out.
      const first = await publish('fkVid000101', 2 * DAY);
      await publish('fkVid000102', DAY);
      t.clock.advance(5 * DAY);
      // The second: none; it runs out.
      await alice.post(paths.channelTimer(channel.id), {});
      t.clock.advance(8 * DAY);
      // The third, running: one so far.
      await alice.post(paths.channelTimer(channel.id), {});
      // The list is read (and kept) before the upload, and a refresh learns of the upload before the feed does.
      await alice.get(paths.channels);
      const publishedThird = new Date(t.clock.now().getTime() + DAY).toISOString();
      await t
        .db('youtube_channels')
        .where('id', FAKE_CREATOR.id)
        .update({ last_upload: new Date(publishedThird) });
      const third = await publish('fkVid000103', DAY);
      expect(third).toBe(publishedThird);

      const cycles = channelCyclesResponseSchema.parse(
        (await alice.get(paths.channelCycles(channel.id))).body,
      );
      expect(cycles.map((cycle) => [cycle.state, cycle.uploads])).toEqual([
        ['running', { count: 1, firstAt: third }],
        ['completed', { count: 0, firstAt: null }],
        ['completed', { count: 2, firstAt: first }],
      ]);
      // The streak of cycles with an upload: the running one's upload starts a new run after the empty cycle.
      expect(uploadStreaks(cycles)).toEqual({ current: 1, longest: 1 });
      // The dashboard's card tells the same, from the channel list.
      const listed = channelSchema
        .array()
        .parse((await alice.get(paths.channels)).body)
        .find((item) => item.id === channel.id);
      expect(listed?.uploadStreak).toEqual({ current: 1, longest: 1 });
    });

    it('restarts the cycle on each new upload for a channel that asks for it, keeping its length', async () => {
      t.clock.set(Date.parse('2026-11-20T12:00:00.000Z'));
      // A 14-day cycle for alice, bob's of the default 7.
      const cadence = channelSchema.parse(
        (await alice.post(paths.channels, { channelId: FAKE_CREATOR.id, durationDays: 14 })).body,
      );
      const fixed = await connect(bob, FAKE_CREATOR.id);
      const feed = {
        db: t.db,
        versions: t.versions,
        clock: t.clock,
        webBaseUrl: t.config.youtube.webBaseUrl,
      };
      await pollChannelFeed(feed, FAKE_CREATOR.id);

      // Off until chosen; the choice is the owner's alone.
      expect((await alice.get(paths.channelCadence(cadence.id))).body).toEqual({ restartOnUpload: false });
      expect(await bob.patch(paths.channelCadence(cadence.id), { restartOnUpload: true })).toMatchObject({
        status: 404,
        body: { message: 'Channel not found' },
      });
      for (const bad of [{}, { restartOnUpload: 'yes' }, { restartOnUpload: true, extra: 1 }])
        expect((await alice.patch(paths.channelCadence(cadence.id), bad)).status).toBe(400);
      expect((await alice.get(paths.channelCadence(cadence.id))).body).toEqual({ restartOnUpload: false });
      expect(await alice.patch(paths.channelCadence(cadence.id), { restartOnUpload: true })).toMatchObject({
        status: 200,
        body: { restartOnUpload: true },
      });
      // Three days in, the channel publishes.
      t.clock.advance(3 * DAY);
      const publishedAt = new Date(t.clock.now().getTime() - HOUR);
      t.fake.scheduleUpload(FAKE_CREATOR.id, {
        videoId: 'fkVid000201',
        title: 'New upload',
        publishedAt: publishedAt.toISOString(),
      });
      await pollChannelFeed(feed, FAKE_CREATOR.id);

      const cycles = channelCyclesResponseSchema.parse(
        (await alice.get(paths.channelCycles(cadence.id))).body,
      );
      const [next, ended] = cycles;
      // The cycle ended at the upload, completed with it inside; the next started there, as long as it was.
      expect(ended).toMatchObject({
        state: 'completed',
        endedAt: publishedAt.toISOString(),
        uploads: { count: 1, firstAt: publishedAt.toISOString() },
      });
      expect(next).toMatchObject({
        state: 'running',
        startTime: publishedAt.toISOString(),
        endTime: new Date(publishedAt.getTime() + 14 * DAY).toISOString(),
        uploads: { count: 0, firstAt: null },
      });
      // Bob's copy of the channel keeps its fixed length.
      const bobs = channelCyclesResponseSchema.parse((await bob.get(paths.channelCycles(fixed.id))).body);
      expect(bobs.map((cycle) => [cycle.state, cycle.uploads.count])).toEqual([['running', 1]]);
    });

    it("agrees with the channel's own cycle counts", async () => {
      const channel = await connect(alice, FAKE_CREATOR.id);
      t.clock.advance(8 * DAY);
      await alice.post(paths.channelTimer(channel.id), {});
      const cycles = channelCyclesResponseSchema.parse(
        (await alice.get(paths.channelCycles(channel.id))).body,
      );
      const listed = channelSchema.array().parse((await alice.get(paths.channels)).body)[0]!;
      expect(listed.cycles).toEqual({
        total: cycles.length,
        completed: cycles.filter((cycle) => cycle.state === 'completed').length,
      });
    });

    it("answers 404 for another user's channel or a missing one, 400 for a bad id, 401 signed out", async () => {
      const channel = await connect(alice, FAKE_CREATOR.id);
      expect(await bob.get(paths.channelCycles(channel.id))).toMatchObject({
        status: 404,
        body: { message: 'Channel not found' },
      });
      expect((await alice.get(paths.channelCycles(2_147_483_647))).status).toBe(404);
      expect(await alice.get('/api/channels/abc/cycles')).toMatchObject({
        status: 400,
        body: { message: expect.any(String) },
      });
      expect((await t.client().get(paths.channelCycles(channel.id))).status).toBe(401);
    });

    it('lists a channel whose timer was deleted and never restarted', async () => {
      const channel = await connect(alice, QUIET_CHANNEL.id);
      t.clock.advance(HOUR);
      await alice.delete(paths.timer(channel.timer!.id));
      const cycles = channelCyclesResponseSchema.parse(
        (await alice.get(paths.channelCycles(channel.id))).body,
      );
      expect(cycles.map((cycle) => cycle.state)).toEqual(['deleted']);
    });
  });

  describe('GET /api/channels/sparklines', () => {
    it("gives each of the user's channels its last 30 days of subscribers, one figure a day, oldest first", async () => {
      const creator = await connect(alice, FAKE_CREATOR.id);
      const other = await connect(alice, ANOTHER_CREATOR.id);
      t.fake.grow(FAKE_CREATOR.id, { subscribersPerDay: 1000 });
      // Two refreshes on one day keep that day's last figure.
      for (const step of [DAY, 2 * HOUR, DAY]) {
        t.clock.advance(step);
        expect((await alice.post(paths.channelRefresh(creator.id))).status).toBe(200);
      }
      const response = await alice.get(paths.channelSparklines);
      expect(response.status).toBe(200);
      const sparklines = channelSparklinesResponseSchema.parse(response.body);
      const base = 1_250_000;
      expect(sparklines[String(creator.id)]).toEqual([base, base + 1083, base + 2083]);
      expect(sparklines[String(other.id)]).toHaveLength(1);
      // Bob sees none of alice's channels.
      expect((await bob.get(paths.channelSparklines)).body).toEqual({});
    });

    it('leaves out figures older than 30 days, and a channel without figures has an empty line', async () => {
      const creator = await connect(alice, FAKE_CREATOR.id);
      t.clock.advance(31 * DAY);
      const bare = await createChannel(t.db, bobId, t.clock.now());
      expect(channelSparklinesResponseSchema.parse((await alice.get(paths.channelSparklines)).body)).toEqual({
        [String(creator.id)]: [],
      });
      expect((await bob.get(paths.channelSparklines)).body).toEqual({ [String(bare.id)]: [] });
      expect((await t.client().get(paths.channelSparklines)).status).toBe(401);
    });

    it('is kept between polls, and read again when a refresh moves a figure or the UTC day ends', async () => {
      const creator = await connect(alice, FAKE_CREATOR.id);
      t.fake.grow(FAKE_CREATOR.id, { subscribersPerDay: 1000 });
      const base = 1_250_000;
      const read = async () => {
        const queries: string[] = [];
        const count = (query: { sql: string }) => queries.push(query.sql);
        t.db.on('query', count);
        try {
          const response = await alice.get(paths.channelSparklines);
          expect(response.status).toBe(200);
          return {
            line: channelSparklinesResponseSchema.parse(response.body)[String(creator.id)],
            readSnapshots: queries.some((sql) => sql.includes('channel_snapshots')),
          };
        } finally {
          t.db.off('query', count);
        }
      };
      expect(await read()).toEqual({ line: [base], readSnapshots: true });
      t.clock.advance(HOUR);
      expect(await read()).toEqual({ line: [base], readSnapshots: false });
      // A refresh moves the user's data version: the new figure shows at once.
      t.clock.advance(2 * HOUR);
      expect((await alice.post(paths.channelRefresh(creator.id))).status).toBe(200);
      expect((await read()).line).toEqual([base + 125]);
      // The next UTC day reads the days again, without any write.
      t.clock.advance(DAY);
      expect((await read()).readSnapshots).toBe(true);
    });

    it('is one request of a constant number of SQL queries for 1 channel and for 30', async () => {
      async function queriesFor(client: TestClient, userId: number, channels: number) {
        for (let i = 0; i < channels; i += 1) await createChannel(t.db, userId, t.clock.now());
        const queries: string[] = [];
        const count = (query: { sql: string }) => queries.push(query.sql);
        t.db.on('query', count);
        try {
          const response = await client.get(paths.channelSparklines);
          expect(Object.keys(response.body)).toHaveLength(channels);
        } finally {
          t.db.off('query', count);
        }
        return queries.length;
      }
      const carol = t.client();
      const carolId = (await signUp(carol)).id;
      expect(await queriesFor(carol, carolId, 30)).toBe(await queriesFor(bob, bobId, 1));
    });
  });
});
