import { randomBytes } from 'node:crypto';
import { paths } from '@channel-countdown/contract';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelJobsFor, startBullMqScheduler } from '../src/jobs/index.js';
import type { BullMqScheduler } from '../src/jobs/bullmq.js';
import { createLogger } from '../src/logger.js';
import { ANOTHER_CREATOR, FAKE_CREATOR } from './fakes/youtube.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { REDIS_TEST_URL, redisAnswers } from './support/redis.js';

const HOUR = 60 * 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the job `id` has finished (completed or failed). */
async function finished(queue: Queue, id: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const job = await queue.getJob(id);
    if (job?.finishedOn) return;
    await sleep(25);
  }
  throw new Error(`job ${id} did not finish`);
}

/** Waits until no job is waiting or running. */
async function idle(queue: Queue): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
    if ((counts.waiting ?? 0) + (counts.active ?? 0) + (counts.prioritized ?? 0) === 0) return;
    await sleep(25);
  }
  throw new Error('queue did not become idle');
}

describe.runIf(redisAnswers).each(databases)('scheduled jobs on BullMQ (REDIS_URL set) on %s', (kind) => {
  let t: TestApp;
  let prefix: string;
  const instances: BullMqScheduler[] = [];
  /** [instance, job id] of every job run, in order. */
  const runs: Array<[string, string]> = [];

  const startInstance = async (name: string) => {
    const instance = await startBullMqScheduler({
      redisUrl: REDIS_TEST_URL,
      prefix,
      clock: t.clock,
      logger: createLogger('silent'),
      tickMs: HOUR,
      jobs: channelJobsFor({
        config: t.config,
        db: t.db,
        versions: t.versions,
        youtube: t.youtube,
        clock: t.clock,
        logger: createLogger('silent'),
      }),
      onRun: (job) => void runs.push([name, String(job.id)]),
    });
    instances.push(instance);
    return instance;
  };

  beforeEach(async () => {
    t = await startTestApp(kind, { apiKey: 'test-api-key' });
    prefix = `cc-test-jobs-${randomBytes(4).toString('hex')}`;
    runs.length = 0;
  });
  afterEach(async () => {
    for (const instance of instances.splice(0)) await instance.close();
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    expect(await redis.keys(`${prefix}:*`)).toEqual([]);
    redis.disconnect();
    await t.close();
  });

  it('two instances do each job once: one lookup per channel, one snapshot, one upload event', async () => {
    const alice = t.client();
    const bob = t.client();
    await signUp(alice);
    await signUp(bob);
    const mine = (await alice.post(paths.channels, { channelId: FAKE_CREATOR.id })).body as { id: number };
    await bob.post(paths.channels, { channelId: FAKE_CREATOR.id });
    await bob.post(paths.channels, { channelId: ANOTHER_CREATOR.id });

    const a = await startInstance('a');
    const b = await startInstance('b');
    // Both registered the schedule; there is one.
    expect(await a.queue.getJobSchedulersCount()).toBe(1);

    // The first tick seeds the feeds.
    await Promise.all([a.trigger(), b.trigger()]);
    await finished(a.queue, `tick-${Math.floor(t.clock.now().getTime() / HOUR)}`);
    await idle(a.queue);
    expect(await t.db('channel_feed_polls').count({ n: '*' }).first()).toMatchObject({ n: 2 });

    t.fake.grow(FAKE_CREATOR.id, { subscribersPerDay: 24_000 });
    const publishedAt = new Date(Date.UTC(2026, 10, 17, 18));
    t.fake.scheduleUpload(FAKE_CREATOR.id, {
      videoId: 'fkVid000009',
      title: 'Live now',
      publishedAt: publishedAt.toISOString(),
    });
    t.clock.set(publishedAt.getTime() + HOUR);
    const lookupsBefore = t.fake.requests.filter((line) =>
      line.startsWith('GET /youtube/v3/channels?'),
    ).length;

    // Both instances see the tick is due and queue it: one job, run by one of them.
    const slot = `tick-${Math.floor(t.clock.now().getTime() / HOUR)}`;
    await Promise.all([a.trigger(), b.trigger(), a.trigger()]);
    await finished(a.queue, slot);
    await idle(a.queue);

    expect(runs.filter(([, id]) => id === slot)).toHaveLength(1);
    const ids = runs.map(([, id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      t.fake.requests.filter((line) => line.startsWith('GET /youtube/v3/channels?')).length - lookupsBefore,
    ).toBe(1);
    expect(
      await t.db('channel_snapshots').where('youtube_channel_id', FAKE_CREATOR.id).count({ n: '*' }).first(),
    ).toMatchObject({ n: 2 });
    expect(await t.db('channel_events').select('video_id')).toEqual([{ video_id: 'fkVid000009' }]);

    const channel = ((await alice.get(paths.channels)).body as Array<{ id: number }>).find(
      (c) => c.id === mine.id,
    );
    expect(channel).toMatchObject({
      lastFetched: t.clock.now().toISOString(),
      lastUpload: publishedAt.toISOString(),
    });
    expect((await alice.get(paths.adminHealth)).body.scheduler.lastRunAt).toBe(t.clock.now().toISOString());
  });
});
