import { randomBytes } from 'node:crypto';
import { feedAddressesSchema, paths, type DestinationDelivery } from '@channel-countdown/contract';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelJobsFor, startBullMqScheduler } from '../src/jobs/index.js';
import type { BullMqScheduler } from '../src/jobs/bullmq.js';
import { createLogger } from '../src/logger.js';
import { backoffMs } from '../src/domain/notifications/deliveries.js';
import { createRateLimiters } from '../src/http/rateLimit.js';
import { FAKE_CREATOR } from './fakes/youtube.js';
import { startFakeReceiver, type FakeReceiver } from './fakes/receiver.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startInstance, startTestApp, type ServedApp, type TestApp } from './support/harness.js';
import { REDIS_TEST_URL, redisAnswers } from './support/redis.js';

const MINUTE = 60 * 1000;
const PUBLIC_URL = 'https://countdown.example';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function idle(queue: Queue): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized', 'delayed');
    if ((counts.waiting ?? 0) + (counts.active ?? 0) + (counts.prioritized ?? 0) === 0) return;
    await sleep(25);
  }
  throw new Error('queue did not become idle');
}

/**
 * Two servers and two workers on Redis (BullMQ): a new upload on a tracked channel reaches a signed webhook,
 * a Discord webhook and the user's uploads feed within one feed poll interval, each once, however many
 * instances trigger the tick; a failing destination is retried with backoff and shows its errors in its
 * delivery log, without holding the others up.
 */
describe.runIf(redisAnswers).each(databases)('destinations from several instances on Redis, %s', (kind) => {
  let t: TestApp;
  let receiver: FakeReceiver;
  let prefix: string;
  let second: ServedApp;
  const instances: BullMqScheduler[] = [];

  beforeEach(async () => {
    receiver = await startFakeReceiver();
    t = await startTestApp(kind, {
      apiKey: 'test-api-key',
      env: { WEBHOOK_ALLOWED_HOSTS: receiver.host, PUBLIC_URL },
    });
    // A second server on the same database, behind the same load balancer.
    second = await startInstance(t, createRateLimiters());
    prefix = `cc-test-hooks-${randomBytes(4).toString('hex')}`;
  });
  afterEach(async () => {
    for (const instance of instances.splice(0)) await instance.close();
    await second.close();
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await t.close();
    await receiver.close();
  });

  it('delivers each upload once to each destination', async () => {
    const client = t.client();
    await signUp(client, `hooks_redis_${kind}`);
    await client.post(paths.channels, { channelId: FAKE_CREATOR.id });
    const hook = (
      await client.post(paths.destinations, {
        kind: 'webhook',
        name: 'Server',
        url: `${receiver.url}/hook`,
        events: ['new-upload'],
      })
    ).body as { secret: string };
    const chat = (
      await client.post(paths.destinations, {
        kind: 'discord',
        name: 'Discord',
        url: `${receiver.url}/discord`,
        events: ['new-upload'],
      })
    ).body as { id: number };
    // A receiver that is down: it answers 503 until told otherwise.
    const failing = (
      await client.post(paths.destinations, {
        kind: 'slack',
        name: 'Down',
        url: `${receiver.url}/down`,
        events: ['new-upload'],
      })
    ).body as { id: number };
    receiver.always('/down', { status: 503 });
    const feed = feedAddressesSchema.parse((await client.post(paths.feeds)).body).urls!.uploadsJson;
    /** The uploads feed as a feed reader reads it, from the second server (no cookie, only the address). */
    const feedTitles = async () => {
      const answer = await fetch(feed.replace(PUBLIC_URL, second.url));
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { items: Array<{ title: string }> }).items.map((item) => item.title);
    };
    const logOf = async (id: number) =>
      (await client.get(paths.destinationDeliveries(id))).body as DestinationDelivery[];

    const logger = createLogger('silent');
    // Servers only keep the schedule registered; workers run the jobs, each with its own senders.
    const server = () => startBullMqScheduler({ redisUrl: REDIS_TEST_URL, prefix, clock: t.clock, logger });
    const worker = () =>
      startBullMqScheduler({
        redisUrl: REDIS_TEST_URL,
        prefix,
        clock: t.clock,
        logger,
        jobs: channelJobsFor({
          config: t.config,
          db: t.db,
          versions: t.versions,
          youtube: t.youtube,
          clock: t.clock,
          logger,
        }),
      });
    for (const start of [server, server, worker, worker]) instances.push(await start());
    const [a, b, c, d] = instances as [BullMqScheduler, BullMqScheduler, BullMqScheduler, BullMqScheduler];
    const tick = async () => {
      await Promise.all([a.trigger(), b.trigger(), c.trigger(), d.trigger()]);
      await idle(a.queue);
    };

    const publishedAt = Date.UTC(2026, 10, 17, 18);
    t.clock.set(publishedAt - 5 * MINUTE);
    await tick(); // figures and feed read before the upload
    expect(await feedTitles()).not.toContain('A shared bench');
    t.fake.scheduleUpload(FAKE_CREATOR.id, {
      videoId: `fkR${kind.slice(0, 3)}00001`,
      title: 'A shared bench',
      publishedAt: new Date(publishedAt).toISOString(),
    });
    t.clock.set(publishedAt + t.config.schedule.feedPollMs);
    // A pass of another process at the same moment as the workers' tick: the outbox's claims keep it to one send.
    const elsewhere = channelJobsFor({
      config: t.config,
      db: t.db,
      versions: t.versions,
      youtube: t.youtube,
      clock: t.clock,
      logger,
    });
    await Promise.all([tick(), elsewhere.runOnce(), elsewhere.runOnce()]);
    const deliveredAt = t.clock.now();
    // Within the poll interval: in the feed once, and at the working receivers (checked below) once.
    expect((await feedTitles()).filter((title) => title === 'A shared bench')).toHaveLength(1);
    const at = (path: string) => receiver.received.filter((request) => request.path === path);
    const down = () => at('/down');
    expect(down()).toHaveLength(1);
    // The failing receiver held up neither of the others.
    expect(at('/hook')).toHaveLength(1);
    expect(at('/discord')).toHaveLength(1);
    expect(await logOf(failing.id)).toEqual([
      expect.objectContaining({
        event: 'new-upload',
        status: 'retrying',
        attempts: 1,
        responseStatus: 503,
        error: 'rejected',
      }),
    ]);
    // Before its backoff has passed, the failure is not tried again.
    t.clock.advance(backoffMs(1) / 2);
    await tick();
    expect(down()).toHaveLength(1);
    // Due again: retried once by all the instances together; the receiver is still down.
    t.clock.advance(backoffMs(1) / 2);
    await Promise.all([tick(), elsewhere.runOnce()]);
    expect(down()).toHaveLength(2);
    expect(await logOf(failing.id)).toEqual([
      expect.objectContaining({ status: 'retrying', attempts: 2, responseStatus: 503, error: 'rejected' }),
    ]);
    // Back up: the next retry arrives, and the log says it was sent.
    receiver.always('/down', { status: 200 });
    t.clock.advance(backoffMs(2));
    await tick();
    expect(down()).toHaveLength(3);
    expect(await logOf(failing.id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 3, responseStatus: 200, error: null }),
    ]);

    const hooks = receiver.received.filter((request) => request.path === '/hook');
    const discord = receiver.received.filter((request) => request.path === '/discord');
    // Once each, however many ticks and retries of another destination followed.
    expect(hooks).toHaveLength(1);
    expect(discord).toHaveLength(1);
    expect(await logOf(chat.id)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1 })]);
    expect((await feedTitles()).filter((title) => title === 'A shared bench')).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(deliveredAt);
    try {
      expect(
        new Webhook(hook.secret).verify(hooks[0]!.body, hooks[0]!.headers as Record<string, string>),
      ).toMatchObject({ type: 'reminder.new-upload', data: { title: 'New Upload' } });
    } finally {
      vi.useRealTimers();
    }
    expect(JSON.parse(discord[0]!.body)).toMatchObject({ content: '**New Upload**' });
  });
});
