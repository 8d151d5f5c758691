import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers, REDIS_TEST_URL } from './support/redis.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';

const REDIS_URL = REDIS_TEST_URL;

describe.runIf(redisAnswers)('sessions in Redis (REDIS_URL set)', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { env: { REDIS_URL } });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await t.close();
    redis.disconnect();
  });

  it('keeps the session in Redis with the cookie lifetime, not in the sessions table, and drops it at logout', async () => {
    const client = t.client();
    await signUp(client, 'redis_user');
    const key = `cc:session:${client.cookies.get('cc.sid')}`;
    expect(JSON.parse((await redis.get(key)) ?? '{}')).toMatchObject({ userId: expect.any(Number) });
    expect(await redis.pttl(key)).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
    expect(await t.db('sessions').count({ n: '*' }).first()).toMatchObject({ n: 0 });
    expect((await client.get('/api/user')).body).toMatchObject({ username: 'redis_user' });

    await client.post('/api/logout');
    expect(await redis.exists(key)).toBe(0);
    expect((await client.get('/api/user')).status).toBe(401);
  });
});
