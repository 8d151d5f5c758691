import { randomBytes } from 'node:crypto';
import {
  channelChangesResponseSchema,
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

/** A channel that renames itself between two days' refreshes. */
const RENAMING = {
  ...FAKE_CREATOR,
  id: 'UCRenamingChannel0000001',
  title: 'Old Workshop',
  handle: '@oldworkshop',
  customName: 'OldWorkshop',
  username: 'oldworkshopuser',
  slug: 'old-workshop',
  uploads: [],
};

/**
 * Two workers on Redis (BullMQ), with a third process's pass at the same moments: a channel that renamed itself
 * raises one 'channel-changed' event, which reaches the app once, each push subscription once, the user's email
 * once, and each destination that takes it once.
 */
describe.runIf(redisAnswers).each(databases)(
  'a channel renamed, seen by two instances on Redis, %s',
  (kind) => {
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
      prefix = `cc-test-changed-${randomBytes(4).toString('hex')}`;
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

    it('raises one channel-changed event per reminder path', async () => {
      const client = t.client();
      await signUp(client, `renamed_${kind}`);
      await client.request('PUT', paths.settings, {
        ...DEFAULT_SETTINGS,
        notifications: { ...DEFAULT_SETTINGS.notifications, emailUpdates: true },
      });
      t.fake.addChannel(RENAMING);
      const connected = await client.post(paths.channels, { channelId: RENAMING.id });
      expect(connected.status).toBe(201);
      const channelId = (connected.body as { id: number }).id;
      const browser = push.browser(`renamed-${kind}`);
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
              events: ['channel-changed'],
            })
          ).status,
        ).toBe(201);
      const eventsFeed = feedAddressesSchema.parse((await client.post(paths.feeds)).body).urls!.eventsJson;

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

      const changedItems = async () =>
        (
          (await client.get(paths.notifications)).body as { items: Array<{ kind: string; body: string }> }
        ).items.filter((item) => item.kind === 'channel-changed');
      // A day of refreshes of the channel as it was: nothing changed, nothing raised.
      t.clock.advance(DAY);
      await tick();
      expect(await changedItems()).toEqual([]);
      // The channel renames itself; the next day's refreshes see it.
      t.fake.channels.find((channel) => channel.id === RENAMING.id)!.title = 'Renamed Workshop';
      t.clock.advance(DAY);
      await tick();
      // The passes that follow raise nothing more.
      for (let pass = 0; pass < 4; pass++) {
        t.clock.advance(6 * HOUR);
        await tick();
      }
      const log = channelChangesResponseSchema.parse(
        (await client.get(paths.channelChanges(channelId))).body,
      );
      expect(log.map(({ kind, before, after }) => ({ kind, before, after }))).toEqual([
        { kind: 'renamed', before: 'Old Workshop', after: 'Renamed Workshop' },
      ]);
      const body = '“Old Workshop” is now called “Renamed Workshop”.';
      expect(await changedItems()).toEqual([expect.objectContaining({ kind: 'channel-changed', body })]);
      // The events feed carries it once.
      const feed = await fetch(eventsFeed.replace(PUBLIC_URL, t.url));
      expect(feed.status).toBe(200);
      const feedItems = ((await feed.json()) as { items: unknown[] }).items;
      expect(feedItems.filter((item) => JSON.stringify(item).includes('is now called'))).toHaveLength(1);
      const pushed = push.received.filter(
        (received) => (received.payload as { title: string }).title === 'Channel Changed',
      );
      expect(pushed).toHaveLength(1);
      const mailed = smtp.received.filter((mail) => mail.text.includes(body));
      expect(mailed.map((mail) => mail.to)).toEqual([[`renamed_${kind}@example.com`]]);
      const hooks = receiver.received.filter((request) => request.path === '/hook');
      expect(hooks.map((request) => JSON.parse(request.body).type)).toEqual(['reminder.channel-changed']);
      const chats = receiver.received.filter((request) => request.path === '/discord');
      expect(chats.map((request) => JSON.parse(request.body).content)).toEqual(['**Channel Changed**']);
    });
  },
);
