import { paths, type ImportJob } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotaDay } from '../src/youtube/quota.js';
import { databases } from './support/databases.js';
import type { TestClient } from './support/client.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { ANOTHER_CREATOR, FAKE_CREATOR } from './fakes/youtube.js';

const SHARE_SPENT =
  "You have used your share of today's YouTube lookups. Please try again after the daily reset.";

/** Asks GET /api/channels/import/:id until the import is put aside for the reset (or done). */
async function importSettled(client: TestClient, jobId: number, timeoutMs = 15_000): Promise<ImportJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await client.get<ImportJob>(paths.channelsImportJob(jobId));
    if (body.status === 'done' || body.waiting) return body;
    if (Date.now() > until) throw new Error(`import ${jobId} never settled: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * One account cannot spend everyone's YouTube quota: every lookup a user causes (connect, preview, refresh,
 * each line of an import) is paid from that user's share of the day, 10% of the daily units by default.
 */
describe.each(databases)("each user's share of the day's YouTube quota on %s", (kind) => {
  let t: TestApp;
  const spentBy = async (userId: number) =>
    Number(
      (
        await t
          .db('youtube_quota_users')
          .where({ day: quotaDay(t.clock.now()).day, user_id: userId })
          .first()
      )?.units ?? 0,
    );
  const spentToday = async () =>
    Number((await t.db('youtube_quota').where('day', quotaDay(t.clock.now()).day).first())?.units ?? 0);

  beforeAll(async () => {
    // 100 units a day: one user may spend 10 (the default 10%), five lookups of two units.
    t = await startTestApp(kind, { apiKey: 'test-key', env: { YOUTUBE_DAILY_QUOTA: '100' } });
    await signUp(t.client(), `share_admin_${kind}`);
  });
  afterAll(() => t.close());

  it('an import of many unknown handles spends one share, tells how many lines wait, and others still connect', async () => {
    const mallory = t.client();
    const { id: malloryId } = await signUp(mallory, `mallory_${kind}`);
    const handles = Array.from({ length: 30 }, (_, n) => `@nobody${kind}${n}`);

    // The preview, which asks YouTube nothing, says how many lines will wait and when.
    const preview = await mallory.request('POST', paths.channelsImportPreview, handles.join('\n'), {
      'content-type': 'text/csv',
    });
    expect(preview.status).toBe(200);
    expect(preview.body.waiting).toMatchObject({ lines: 25, until: expect.any(String) });
    expect(preview.body.waiting.message).toMatch(
      /^25 channels will wait and be connected when your share of today's YouTube lookups resets in about \d+ hours?\.$/,
    );
    expect(await spentToday()).toBe(0);

    const started = await mallory.post(paths.channelsImport, { inputs: handles });
    expect(started.status).toBe(202);
    const job = await importSettled(mallory, started.body.id);
    expect(job.status).not.toBe('done');
    expect(job.results.length).toBeLessThanOrEqual(5);
    expect(job.waiting).toMatchObject({ lines: 30 - job.results.length });
    expect(job.waiting?.message).toMatch(/channels are waiting and will be connected when your share/);
    expect(new Date(job.waiting!.until).getTime()).toBe(
      t.clock.now().getTime() + quotaDay(t.clock.now()).secondsLeft * 1000,
    );
    expect(await spentBy(malloryId)).toBeLessThanOrEqual(10);
    expect(await spentToday()).toBeLessThanOrEqual(10);

    // No other route spends past the share either: connect, preview and refresh answer 503 with Retry-After.
    const requests = t.fake.requests.length;
    const connect = await mallory.post(paths.channels, { channelId: FAKE_CREATOR.id });
    expect(connect).toMatchObject({ status: 503, body: { message: SHARE_SPENT } });
    expect(Number(connect.headers.get('retry-after'))).toBe(quotaDay(t.clock.now()).secondsLeft);
    const look = await mallory.get(paths.channelPreview(ANOTHER_CREATOR.id));
    expect(look).toMatchObject({ status: 503, body: { message: SHARE_SPENT } });
    expect(t.fake.requests.length).toBe(requests);
    expect(await spentBy(malloryId)).toBeLessThanOrEqual(10);

    // Another user's lookups are untouched.
    const alice = t.client();
    const { id: aliceId } = await signUp(alice, `alice_${kind}`);
    const connected = await alice.post(paths.channels, { channelId: FAKE_CREATOR.id });
    expect(connected.status).toBe(201);
    const refreshed = await alice.post(paths.channelRefresh(connected.body.id));
    expect(refreshed.status).toBe(200);
    expect(await spentBy(aliceId)).toBeGreaterThan(0);

    // Still waiting after a while: the job is not taken up again before the reset.
    const again = (await mallory.get(paths.channelsImportJob(started.body.id))).body as ImportJob;
    expect(again.results).toHaveLength(job.results.length);
    expect(again.waiting?.lines).toBe(job.waiting?.lines);
  });

  it("refreshes a user triggers are paid from that user's share", async () => {
    const bob = t.client();
    const { id: bobId } = await signUp(bob, `bob_${kind}`);
    const channel = (await bob.post(paths.channels, { channelId: ANOTHER_CREATOR.id })).body as {
      id: number;
    };
    for (let n = 0; n < 10; n++) {
      t.clock.advance(61_000); // past the minute a fresh lookup may be cached
      const refresh = await bob.post(paths.channelRefresh(channel.id));
      if (refresh.status !== 200) {
        expect(refresh).toMatchObject({ status: 503, body: { message: SHARE_SPENT } });
        break;
      }
    }
    expect(await spentBy(bobId)).toBeLessThanOrEqual(10);
    expect(await spentBy(bobId)).toBeGreaterThanOrEqual(9);
  });
});
