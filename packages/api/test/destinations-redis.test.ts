import { randomBytes } from 'node:crypto';
import { paths } from '@channel-countdown/contract';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { channelJobsFor, startBullMqScheduler } from '../src/jobs/index.js';
import type { BullMqScheduler } from '../src/jobs/bullmq.js';
import { createLogger } from '../src/logger.js';
import { FAKE_CREATOR } from './fakes/youtube.js';
import { startFakeReceiver, type FakeReceiver } from './fakes/receiver.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { REDIS_TEST_URL, redisAnswers } from './support/redis.js';

const MINUTE = 60 * 1000;
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
 * Two servers and two workers on Redis (BullMQ): a new upload on a tracked channel reaches a signed webhook
 * and a Discord webhook within one feed poll interval, each once, however many instances trigger the tick.
 */
describe.runIf(redisAnswers).each(databases)('destinations from several instances on Redis, %s', (kind) => {
  let t: TestApp;
  let receiver: FakeReceiver;
  let prefix: string;
  const instances: BullMqScheduler[] = [];

  beforeEach(async () => {
    receiver = await startFakeReceiver();
    t = await startTestApp(kind, { apiKey: 'test-api-key', env: { WEBHOOK_ALLOWED_HOSTS: receiver.host } });
    prefix = `cc-test-hooks-${randomBytes(4).toString('hex')}`;
  });
  afterEach(async () => {
    for (const instance of instances.splice(0)) await instance.close();
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
    await client.post(paths.destinations, {
      kind: 'discord',
      name: 'Discord',
      url: `${receiver.url}/discord`,
      events: ['new-upload'],
    });

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
    t.clock.advance(MINUTE);
    await tick();

    const hooks = receiver.received.filter((request) => request.path === '/hook');
    const discord = receiver.received.filter((request) => request.path === '/discord');
    expect(hooks).toHaveLength(1);
    expect(discord).toHaveLength(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t.clock.now());
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
