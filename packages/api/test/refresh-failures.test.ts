import {
  adminChannelsPageSchema,
  channelSchema,
  channelsResponseSchema,
  paths,
  refreshBackoffMs,
  REFRESH_FAILING_AFTER,
  type Channel,
} from '@channel-countdown/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelJobsFor } from '../src/jobs/index.js';
import { createLogger } from '../src/logger.js';
import { ANOTHER_CREATOR, FAKE_CREATOR } from './fakes/youtube.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

const jobsOf = (t: TestApp) =>
  channelJobsFor({
    config: t.config,
    db: t.db,
    versions: t.versions,
    youtube: t.youtube,
    clock: t.clock,
    logger: createLogger('silent'),
  });

describe.each(databases)('figures that stay right on %s', (kind) => {
  describe.each([
    ['the Data API', { apiKey: 'test-api-key' }],
    ['the public pages', {}],
  ] as const)('refreshed through %s', (_provider, options) => {
    let t: TestApp;
    let admin: TestClient;
    let alice: TestClient;

    beforeEach(async () => {
      t = await startTestApp(kind, options);
      admin = t.client();
      expect((await signUp(admin)).role).toBe('admin');
      alice = t.client();
      await signUp(alice);
    });
    afterEach(async () => {
      await t.close();
    });

    async function connect(channelId: string): Promise<Channel> {
      const response = await alice.post(paths.channels, { channelId });
      expect(response.status).toBe(201);
      return channelSchema.parse(response.body);
    }
    const listed = async (id: number) =>
      channelsResponseSchema
        .parse((await alice.get(paths.channels)).body)
        .find((channel) => channel.id === id)!;
    const adminListed = async (channelId: string) =>
      adminChannelsPageSchema
        .parse((await admin.get(paths.adminChannels)).body)
        .items.find((item) => item.channels.channelId === channelId)?.channels;

    it('keeps the last good figures when refreshes fail, marks them stale, backs off, reports a failing channel, and recovers by itself', async () => {
      const connected = await connect(FAKE_CREATOR.id);
      const points = async () =>
        ((await alice.get(`${paths.channelHistory(connected.id)}?range=7d`)).body as unknown[]).length;
      const pointsBefore = await points();
      const jobs = jobsOf(t);
      t.fake.grow(FAKE_CREATOR.id, { subscribersPerDay: 2400 });
      t.clock.advance(7 * HOUR);

      t.fake.setMode('error');
      const failedAt = t.clock.now();
      expect((await jobs.runOnce()).refresh).toMatchObject({ due: 1, refreshed: 0, failed: 1 });
      let channel = await listed(connected.id);
      // The figures and when they were read are the last good ones; the failure says when it is tried again.
      expect(channel).toMatchObject({
        subscriberCount: connected.subscriberCount,
        lastFetched: connected.lastFetched,
        refreshFailure: {
          count: 1,
          lastAt: failedAt.toISOString(),
          retryAt: new Date(failedAt.getTime() + refreshBackoffMs(1)).toISOString(),
        },
      });
      expect((await adminListed(FAKE_CREATOR.id))?.refreshFailure).toMatchObject({ count: 1 });

      // The next ticks leave it alone until its backoff has passed, then try it again: each failure waits longer.
      t.clock.advance(MINUTE);
      expect((await jobs.refreshDueChannels()).due).toBe(0);
      for (let failures = 2; failures <= REFRESH_FAILING_AFTER; failures += 1) {
        t.clock.advance(refreshBackoffMs(failures - 1) - MINUTE - 1);
        expect((await jobs.refreshDueChannels()).due).toBe(0);
        t.clock.advance(MINUTE + 1);
        expect(await jobs.refreshDueChannels()).toMatchObject({ due: 1, refreshed: 0, failed: 1 });
        expect((await listed(connected.id)).refreshFailure).toMatchObject({ count: failures });
      }
      expect(refreshBackoffMs(REFRESH_FAILING_AFTER)).toBeGreaterThan(refreshBackoffMs(1));
      channel = await listed(connected.id);
      expect(channel.subscriberCount).toBe(connected.subscriberCount);
      expect(channel.lastFetched).toBe(connected.lastFetched);
      expect(channel.refreshFailure?.count).toBe(REFRESH_FAILING_AFTER);
      expect((await adminListed(FAKE_CREATOR.id))?.refreshFailure?.count).toBe(REFRESH_FAILING_AFTER);
      // The history kept no point for a failed read.
      expect(await points()).toBe(pointsBefore);

      // YouTube answers again: the next try after the backoff reads new figures and clears the failure.
      t.fake.setMode('normal');
      t.clock.advance(refreshBackoffMs(REFRESH_FAILING_AFTER));
      expect(await jobs.refreshDueChannels()).toMatchObject({ due: 1, refreshed: 1, failed: 0 });
      channel = await listed(connected.id);
      expect(channel.refreshFailure).toBeNull();
      expect(channel.lastFetched).toBe(t.clock.now().toISOString());
      // The Data API's exact count has grown (the fake's public page shows no count for this channel).
      if ('apiKey' in options) expect(channel.subscriberCount).toBeGreaterThan(connected.subscriberCount!);
      expect((await adminListed(FAKE_CREATOR.id))?.refreshFailure).toBeNull();
    });

    it("counts a user's own failed refresh, and a spent quota against no channel", async () => {
      const connected = await connect(FAKE_CREATOR.id);
      t.clock.advance(2 * HOUR);
      t.fake.setMode('error');
      const refused = await alice.post(paths.channelRefresh(connected.id));
      expect(refused.status).toBeGreaterThanOrEqual(500);
      expect(refused.body.message).toEqual(expect.any(String));
      expect((await listed(connected.id)).refreshFailure).toMatchObject({ count: 1 });

      // A refresh that succeeds clears it at once.
      t.fake.setMode('normal');
      t.clock.advance(2 * MINUTE);
      expect((await alice.post(paths.channelRefresh(connected.id))).status).toBe(200);
      expect((await listed(connected.id)).refreshFailure).toBeNull();

      t.fake.setMode('quota');
      t.clock.advance(7 * HOUR);
      await jobsOf(t).refreshDueChannels();
      expect((await listed(connected.id)).refreshFailure).toBeNull();
      // The tick gave the channel back: the next one takes it again.
      t.fake.setMode('normal');
      t.clock.advance(MINUTE);
      expect(await jobsOf(t).refreshDueChannels()).toMatchObject({ due: 1, refreshed: 1 });
    });
  });

  it('counts a channel YouTube no longer returns in a batch as a failure of that channel alone', async () => {
    const t = await startTestApp(kind, { apiKey: 'test-api-key' });
    try {
      const alice = t.client();
      await signUp(alice);
      for (const id of [FAKE_CREATOR.id, ANOTHER_CREATOR.id])
        expect((await alice.post(paths.channels, { channelId: id })).status).toBe(201);
      t.fake.channels.splice(
        t.fake.channels.findIndex((channel) => channel.id === ANOTHER_CREATOR.id),
        1,
      );
      t.clock.advance(7 * HOUR);
      expect(await jobsOf(t).refreshDueChannels()).toMatchObject({ due: 2, refreshed: 1, failed: 1 });
      const channels = channelsResponseSchema.parse((await alice.get(paths.channels)).body);
      const byId = new Map(channels.map((channel) => [channel.channelId, channel]));
      expect(byId.get(FAKE_CREATOR.id)?.refreshFailure).toBeNull();
      expect(byId.get(FAKE_CREATOR.id)?.lastFetched).toBe(t.clock.now().toISOString());
      expect(byId.get(ANOTHER_CREATOR.id)?.refreshFailure).toMatchObject({ count: 1 });
      expect(byId.get(ANOTHER_CREATOR.id)?.lastFetched).not.toBe(t.clock.now().toISOString());
    } finally {
      await t.close();
    }
  });
});
