import { channelMilestonesResponseSchema, paths } from '@channel-countdown/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordSnapshot } from '../src/domain/channelData/snapshots.js';
import type { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createChannel, signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const DAY = 24 * 60 * 60 * 1000;

describe.each(databases)("a channel's milestones on %s", (kind) => {
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let channel: { id: number; channelId: string };

  /** Four weeks of daily counts ending now at `last`, growing by `perDay`, as `shown` rounds them. */
  const seedGrowth = async (last: number, perDay: number, shown = (count: number) => count) => {
    for (let day = 28; day >= 0; day -= 1) {
      const count = shown(last - perDay * day);
      await recordSnapshot(
        t.db,
        channel.channelId,
        { subscriberCount: count, viewCount: null, videoCount: null, countsApproximate: false },
        new Date(t.clock.now().getTime() - day * DAY),
      );
    }
    await t
      .db('youtube_channels')
      .where('id', channel.channelId)
      .update({ subscriber_count: shown(last) });
  };
  const milestones = async (client = alice, id = channel.id) => {
    const response = await client.get(paths.channelMilestones(id));
    expect(response.status).toBe(200);
    return channelMilestonesResponseSchema.parse(response.body);
  };
  const daysFromNow = (iso: string | null) => (Date.parse(iso!) - t.clock.now().getTime()) / DAY;

  beforeEach(async () => {
    t = await startTestApp(kind);
    alice = t.client();
    bob = t.client();
    const user = await signUp(alice);
    await signUp(bob);
    channel = await createChannel(t.db, user.id, t.clock.now(), { subscriberCount: 9_953 });
  });
  afterEach(async () => {
    await t.close();
  });

  it('dates the next milestone of a channel 50 short with steady growth, wider when its counts are rounded', async () => {
    await seedGrowth(9_950 + 3, 7); // exact counts: …, 9,946, 9,953
    const exact = await milestones();
    expect(exact.count).toBe(9_953);
    expect(exact.rounded).toBe(false);
    expect(exact.milestones.map((m) => m.milestone)).toEqual([10_000, 100_000, 1_000_000]);
    const [next] = exact.milestones;
    expect(next).toMatchObject({ status: 'estimated', toGo: { low: 47, high: 47 } });
    expect(daysFromNow(next!.earliest)).toBeCloseTo(47 / 7, 3);
    expect(daysFromNow(next!.latest)).toBeCloseTo(47 / 7, 3);

    // The same growth as YouTube shows it: three significant digits.
    await t.db('channel_snapshots').where('youtube_channel_id', channel.channelId).delete();
    await seedGrowth(9_953, 7, (count) => Math.round(count / 10) * 10);
    const rounded = await milestones();
    expect(rounded.count).toBe(9_950);
    expect(rounded.rounded).toBe(true);
    const [wide] = rounded.milestones;
    expect(wide!.status).toBe('estimated');
    expect(wide!.toGo).toEqual({ low: 46, high: 55 });
    expect(daysFromNow(wide!.earliest)).toBeLessThan(47 / 7 - 0.5);
    expect(daysFromNow(wide!.latest)).toBeGreaterThan(47 / 7 + 0.5);
  });

  it('says so when there is no history to read yet', async () => {
    const answer = await milestones();
    expect(answer.milestones[0]).toMatchObject({ milestone: 10_000, status: 'no-history' });
    expect(answer.alert).toBeNull();
  });

  it('keeps a milestone alert the owner sets, changes and removes', async () => {
    const set = await alice.request('PUT', paths.channelMilestones(channel.id), { alert: 10_000 });
    expect(set.status).toBe(200);
    expect(channelMilestonesResponseSchema.parse(set.body).alert).toEqual({
      milestone: 10_000,
      reachedAt: null,
    });
    expect((await milestones()).alert).toEqual({ milestone: 10_000, reachedAt: null });
    await alice.request('PUT', paths.channelMilestones(channel.id), { alert: 100_000 });
    expect((await milestones()).alert).toEqual({ milestone: 100_000, reachedAt: null });
    const removed = await alice.request('PUT', paths.channelMilestones(channel.id), { alert: null });
    expect(removed.status).toBe(200);
    expect((await milestones()).alert).toBeNull();
  });

  it('refuses a bad alert with a 400 naming it, and changes nothing', async () => {
    await alice.request('PUT', paths.channelMilestones(channel.id), { alert: 10_000 });
    for (const body of [{ alert: 0 }, { alert: 12.5 }, { alert: '20000' }, {}, { alert: 20_000, other: 1 }]) {
      const response = await alice.request('PUT', paths.channelMilestones(channel.id), body);
      expect(response.status).toBe(400);
      expect((response.body as { message: unknown }).message).toEqual(expect.any(String));
    }
    const reached = await alice.request('PUT', paths.channelMilestones(channel.id), { alert: 9_000 });
    expect(reached.status).toBe(400);
    expect(reached.body).toEqual({ message: "alert must be above the channel's current count" });
    expect((await milestones()).alert).toEqual({ milestone: 10_000, reachedAt: null });
  });

  it("answers 404 for another user's channel, and leaves its alert alone", async () => {
    await alice.request('PUT', paths.channelMilestones(channel.id), { alert: 10_000 });
    expect((await bob.get(paths.channelMilestones(channel.id))).status).toBe(404);
    const put = await bob.request('PUT', paths.channelMilestones(channel.id), { alert: null });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ message: 'Channel not found' });
    expect((await milestones()).alert).toEqual({ milestone: 10_000, reachedAt: null });
  });
});
