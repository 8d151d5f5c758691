import { randomBytes } from 'node:crypto';
import {
  channelMilestonesResponseSchema,
  DEFAULT_SETTINGS,
  feedAddressesSchema,
  paths,
} from '@channel-countdown/contract';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelJobsFor, startBullMqScheduler } from '../src/jobs/index.js';
import type { BullMqScheduler } from '../src/jobs/bullmq.js';
import { createLogger } from '../src/logger.js';
import { FAKE_CREATOR } from './fakes/youtube.js';
import { startFakePushService, type FakePushService } from './fakes/push-service.js';
import { startFakeReceiver, type FakeReceiver } from './fakes/receiver.js';
import { startFakeSmtp, type FakeSmtp } from './fakes/smtp.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { REDIS_TEST_URL, redisAnswers } from './support/redis.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
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

/** A channel 50 subscribers short of 10K, growing by 10 a day. */
const NEAR_TEN_K = {
  ...FAKE_CREATOR,
  id: 'UCMilestoneChannel000001',
  title: 'Nearly Ten K',
  handle: '@nearlytenk',
  customName: 'NearlyTenK',
  username: 'nearlytenkuser',
  slug: 'nearly-ten-k',
  subscriberCount: '9950',
  uploads: [],
};

/**
 * Two workers on Redis (BullMQ), with a third process's pass at the same moments: a channel crossing its
 * milestone alert raises one 'milestone' event, which reaches the app once, each push subscription once, the
 * user's email once, and each destination that takes it once.
 */
describe.runIf(redisAnswers).each(databases)('a milestone alert from two instances on Redis, %s', (kind) => {
  let t: TestApp;
  let push: FakePushService;
  let smtp: FakeSmtp;
  let receiver: FakeReceiver;
  let prefix: string;
  const instances: BullMqScheduler[] = [];

  beforeEach(async () => {
    push = await startFakePushService();
    smtp = await startFakeSmtp();
    receiver = await startFakeReceiver();
    t = await startTestApp(kind, {
      apiKey: 'test-api-key',
      env: {
        SMTP_URL: smtp.url,
        PUSH_ENDPOINT_ALLOWLIST: push.host,
        WEBHOOK_ALLOWED_HOSTS: receiver.host,
        PUBLIC_URL,
      },
    });
    prefix = `cc-test-milestone-${randomBytes(4).toString('hex')}`;
  });
  afterEach(async () => {
    for (const instance of instances.splice(0)) await instance.close();
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await t.close();
    await push.close();
    await smtp.close();
    await receiver.close();
  });

  it('raises one milestone event per reminder path', async () => {
    const client = t.client();
    await signUp(client, `milestone_${kind}`);
    await client.request('PUT', paths.settings, {
      ...DEFAULT_SETTINGS,
      notifications: { ...DEFAULT_SETTINGS.notifications, emailUpdates: true },
    });
    t.fake.addChannel(NEAR_TEN_K);
    const connected = await client.post(paths.channels, { channelId: NEAR_TEN_K.id });
    expect(connected.status).toBe(201);
    const channelId = (connected.body as { id: number }).id;
    const browser = push.browser(`milestone-${kind}`);
    expect((await client.post(paths.pushSubscriptions, browser.subscription)).status).toBe(201);
    for (const [destination, path] of [
      ['webhook', '/hook'],
      ['discord', '/discord'],
    ] as const)
      expect(
        (
          await client.post(paths.destinations, {
            kind: destination,
            name: destination,
            url: `${receiver.url}${path}`,
            events: ['milestone'],
          })
        ).status,
      ).toBe(201);
    const eventsFeed = feedAddressesSchema.parse((await client.post(paths.feeds)).body).urls!.eventsJson;
    const alert = await client.request('PUT', paths.channelMilestones(channelId), { alert: 10_000 });
    expect(alert.status).toBe(200);

    const logger = createLogger('silent');
    const jobs = () =>
      channelJobsFor({
        config: t.config,
        db: t.db,
        versions: t.versions,
        youtube: t.youtube,
        clock: t.clock,
        logger,
      });
    const start = async () => {
      const instance = await startBullMqScheduler({
        redisUrl: REDIS_TEST_URL,
        prefix,
        clock: t.clock,
        logger,
        tickMs: HOUR,
        // Each instance has its own jobs (its own SMTP, push and webhook senders), as two workers would.
        jobs: jobs(),
      });
      instances.push(instance);
      return instance;
    };
    const [a, b] = [await start(), await start()];
    const elsewhere = jobs();
    const tick = async () => {
      await Promise.all([a.trigger(), b.trigger(), b.trigger(), elsewhere.runOnce()]);
      await idle(a.queue);
    };
    await tick();
    t.fake.grow(NEAR_TEN_K.id, { subscribersPerDay: 10 });

    const milestones = async () =>
      channelMilestonesResponseSchema.parse((await client.get(paths.channelMilestones(channelId))).body);
    const milestoneItems = async () =>
      (
        (await client.get(paths.notifications)).body as { items: Array<{ kind: string; body: string }> }
      ).items.filter((item) => item.kind === 'milestone');
    // Four days: 9,990, not there yet; nothing is raised.
    for (let day = 0; day < 4; day++) {
      t.clock.advance(DAY);
      await tick();
    }
    expect((await milestones()).count).toBe(9_990);
    expect(await milestoneItems()).toEqual([]);
    // The fifth day crosses it.
    t.clock.advance(DAY);
    await tick();
    expect((await milestones()).count).toBe(10_000);
    expect(await milestoneItems()).toHaveLength(1);
    // The passes that follow, the count still past it and growing, raise nothing more.
    for (let pass = 0; pass < 4; pass++) {
      t.clock.advance(6 * HOUR);
      await tick();
    }
    const after = await milestones();
    expect(after.count).toBeGreaterThanOrEqual(10_000);
    expect(after.alert).toEqual({ milestone: 10_000, reachedAt: expect.any(String) });

    expect(await milestoneItems()).toEqual([
      expect.objectContaining({ kind: 'milestone', body: 'Nearly Ten K reached 10,000 subscribers.' }),
    ]);
    // The events feed (the app's own record of its reminders, read by a feed reader) carries it once.
    const feed = await fetch(eventsFeed.replace(PUBLIC_URL, t.url));
    expect(feed.status).toBe(200);
    const feedItems = ((await feed.json()) as { items: Array<{ content_text?: string; title?: string }> })
      .items;
    expect(
      feedItems.filter((item) => JSON.stringify(item).includes('reached 10,000 subscribers')),
    ).toHaveLength(1);
    const pushed = push.received.filter(
      (received) => (received.payload as { title: string }).title === 'Milestone Reached',
    );
    expect(pushed).toHaveLength(1);
    const mailed = smtp.received.filter((mail) =>
      mail.text.includes('Nearly Ten K reached 10,000 subscribers.'),
    );
    expect(mailed.map((mail) => mail.to)).toEqual([[`milestone_${kind}@example.com`]]);
    const hooks = receiver.received.filter((request) => request.path === '/hook');
    expect(hooks.map((request) => JSON.parse(request.body).type)).toEqual(['reminder.milestone']);
    const chats = receiver.received.filter((request) => request.path === '/discord');
    expect(chats.map((request) => JSON.parse(request.body).content)).toEqual(['**Milestone Reached**']);
  });
});
