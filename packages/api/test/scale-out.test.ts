import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers, REDIS_TEST_URL } from './support/redis.js';
import { closeApp, createApp } from '../src/app.js';
import { ManualClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import { createRateLimiters, RATE_LIMITS } from '../src/http/rateLimit.js';
import { createKeylessProvider } from '../src/youtube/index.js';
import { TestClient } from './support/client.js';
import { createTestDatabase, databases, type TestDatabase } from './support/databases.js';

const REDIS_URL = REDIS_TEST_URL;
const PASSWORD = 'Passw0rd!';
const pgAnswers = databases.includes('postgres');
const skipReason = !pgAnswers
  ? 'PostgreSQL at 127.0.0.1:5432 does not answer'
  : !redisAnswers
    ? `Redis at ${REDIS_URL} does not answer`
    : null;
if (skipReason) console.warn(`scale-out test skipped: ${skipReason}`);

interface Instance {
  app: ReturnType<typeof createApp>;
  server: Server;
  redis: Redis;
  url: string;
}

describe.runIf(skipReason === null)('two instances on one PostgreSQL database and one Redis', () => {
  let database: TestDatabase;
  const instances: Instance[] = [];
  // Sign-in counts under a prefix of this run's own, so parallel runs and other tests never share them.
  const rateLimitPrefix = `cc-test:scale-out:${randomUUID()}:`;
  const sessionKeys = new Set<string>();

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: database.dataDir,
      REDIS_URL,
      // Both instances sign cookies with the same secret, as behind one origin they must.
      SESSION_SECRET: 'scale-out-shared-secret-scale-out-shared-secret',
    });
    for (let i = 0; i < 2; i += 1) {
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      const app = createApp({
        db: database.db,
        youtube: createKeylessProvider({ webBaseUrl: 'http://127.0.0.1:9' }),
        clock: new ManualClock(),
        config,
        rateLimiters: createRateLimiters({ redis, keyPrefix: rateLimitPrefix }),
      });
      const server: Server = await new Promise((resolve) => {
        const s = app.listen(0, '127.0.0.1', () => resolve(s));
      });
      instances.push({
        app,
        server,
        redis,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      });
    }
  });

  afterAll(async () => {
    const redis = instances[0]?.redis;
    if (redis) {
      const counts = await redis.keys(`${rateLimitPrefix}*`);
      if (counts.length) await redis.del(...counts);
      if (sessionKeys.size) await redis.del(...[...sessionKeys].map((id) => `cc:session:${id}`));
    }
    for (const { app, server, redis: client } of instances) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await closeApp(app);
      await client.quit();
    }
    await database?.drop();
  });

  /** A browser whose requests go to instance `n` — a load balancer's choice, the same origin. */
  const clientOn = (n: 0 | 1, cookies?: Map<string, string>) => {
    const client = new TestClient(instances[n]!.url);
    for (const [name, value] of cookies ?? []) client.cookies.set(name, value);
    return client;
  };

  it('accepts a session made on one instance on the other, and a sign-out on either ends it on both', async () => {
    const onA = clientOn(0);
    expect(
      (
        await onA.post('/api/register', {
          username: 'scale_user',
          email: 'scale@example.com',
          password: PASSWORD,
        })
      ).status,
    ).toBe(201);
    sessionKeys.add(onA.cookies.get('cc.sid')!);

    const onB = clientOn(1, onA.cookies);
    const me = await onB.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'scale_user' });
    expect((await onB.post('/api/channels/999/notes', { content: 'x' })).status).toBe(404);

    expect((await onB.post('/api/logout')).status).toBe(200);
    expect((await onA.get('/api/user')).status).toBe(401);
  });

  it('counts failed sign-ins across both instances and refuses the next attempt on either', async () => {
    expect(
      (
        await clientOn(0).post('/api/register', {
          username: 'limited_user',
          email: 'limited@example.com',
          password: PASSWORD,
        })
      ).status,
    ).toBe(201);
    for (let attempt = 0; attempt < RATE_LIMITS.signInFailuresPerUser.points; attempt += 1) {
      const answer = await clientOn(attempt % 2 === 0 ? 0 : 1).post('/api/login', {
        username: 'limited_user',
        password: 'Wrong-passw0rd',
      });
      expect(answer.status).toBe(401);
    }
    for (const n of [0, 1] as const) {
      const refused = await clientOn(n).post('/api/login', { username: 'limited_user', password: PASSWORD });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
