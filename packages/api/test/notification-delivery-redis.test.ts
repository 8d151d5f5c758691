import { randomBytes } from 'node:crypto';
import { DEFAULT_SETTINGS, paths } from '@channel-countdown/contract';
import type { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelJobsFor, startBullMqScheduler } from '../src/jobs/index.js';
import type { BullMqScheduler } from '../src/jobs/bullmq.js';
import { createLogger } from '../src/logger.js';
import { FAKE_CREATOR } from './fakes/youtube.js';
import { startFakePushService, type FakePushService } from './fakes/push-service.js';
import { startFakeSmtp, type FakeSmtp } from './fakes/smtp.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { REDIS_TEST_URL, redisAnswers } from './support/redis.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function idle(queue: Queue): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized', 'delayed');
    if ((counts.waiting ?? 0) + (counts.active ?? 0) + (counts.prioritized ?? 0) === 0) return;
    await sleep(25);
  }
  throw new Error('queue did not become idle');
}

/** Two instances on Redis (BullMQ): a cycle's end reaches the creator as one push and one email, not two. */
describe.runIf(redisAnswers).each(databases)(
  'push and email reminders from two instances on Redis, %s',
  (kind) => {
    let t: TestApp;
    let push: FakePushService;
    let smtp: FakeSmtp;
    let prefix: string;
    const instances: BullMqScheduler[] = [];

    beforeEach(async () => {
      push = await startFakePushService();
      smtp = await startFakeSmtp();
      t = await startTestApp(kind, {
        apiKey: 'test-api-key',
        env: { SMTP_URL: smtp.url, PUSH_ENDPOINT_ALLOWLIST: push.host },
      });
      prefix = `cc-test-notify-${randomBytes(4).toString('hex')}`;
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
    });

    it('sends each push and each email once', async () => {
      const client = t.client();
      await signUp(client, `redis_${kind}`);
      await client.request('PUT', paths.settings, {
        ...DEFAULT_SETTINGS,
        notifications: { ...DEFAULT_SETTINGS.notifications, emailUpdates: true },
      });
      await client.post(paths.channels, { channelId: FAKE_CREATOR.id });
      const browser = push.browser(`redis-${kind}`);
      expect((await client.post(paths.pushSubscriptions, browser.subscription)).status).toBe(201);

      const start = async () => {
        const logger = createLogger('silent');
        const instance = await startBullMqScheduler({
          redisUrl: REDIS_TEST_URL,
          prefix,
          clock: t.clock,
          logger,
          tickMs: HOUR,
          // Each instance has its own jobs (its own SMTP and push senders), as two worker processes would.
          jobs: channelJobsFor({
            config: t.config,
            db: t.db,
            versions: t.versions,
            youtube: t.youtube,
            clock: t.clock,
            logger,
          }),
        });
        instances.push(instance);
        return instance;
      };
      const [a, b] = [await start(), await start()];
      await Promise.all([a.trigger(), b.trigger()]);
      await idle(a.queue);

      t.clock.advance(7 * DAY + HOUR);
      await Promise.all([a.trigger(), b.trigger(), b.trigger()]);
      await idle(a.queue);
      t.clock.advance(HOUR);
      await Promise.all([a.trigger(), b.trigger()]);
      await idle(a.queue);

      expect((await client.get(paths.notifications)).body.items).toHaveLength(1);
      expect(push.received.map((received) => (received.payload as { title: string }).title)).toEqual([
        'Timer Completed',
      ]);
      expect(smtp.received.map((mail) => mail.to)).toEqual([[`redis_${kind}@example.com`]]);
    });
  },
);
