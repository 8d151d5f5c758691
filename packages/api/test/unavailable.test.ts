import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE } from '@channel-countdown/contract';
import { createRedis } from '../src/redis.js';
import { createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { refusedPort } from './support/refusedPort.js';
import { startTestApp, type TestApp } from './support/harness.js';

describe('Redis unreachable (REDIS_URL set, nothing listening)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { env: { REDIS_URL: `redis://127.0.0.1:${await refusedPort()}` } });
    await createUser(t.db, { username: 'waiting_user' });
  });
  afterAll(() => t.close());

  it('answers a sign-in with 503 and Retry-After, as JSON {message}, never a 500', async () => {
    const response = await t
      .client()
      .post('/api/login', { username: 'waiting_user', password: DEFAULT_PASSWORD });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.body).toEqual({ message: SERVICE_UNAVAILABLE });
  });

  it('fails fast: each request that needs Redis answers within a second, not after seconds of retries', async () => {
    for (let i = 0; i < 3; i += 1) {
      const started = performance.now();
      const response = await t
        .client()
        .post('/api/login', { username: 'waiting_user', password: DEFAULT_PASSWORD });
      expect(response.status).toBe(503);
      expect(performance.now() - started).toBeLessThan(1000);
    }
    // And stays fast however long Redis has been away: no growing back-off between reconnect attempts.
    const client = createRedis('redis://127.0.0.1:1');
    expect(client.options.retryStrategy?.(500)).toBeLessThanOrEqual(100);
    expect(client.options.maxRetriesPerRequest).toBe(1);
    client.disconnect();
  });

  it('takes the instance out of rotation: /api/health answers 503', async () => {
    const response = await t.client().get('/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'unavailable' });
  });

  it('still answers what needs no Redis: a visitor is told to sign in', async () => {
    const response = await t.client().get('/api/user');
    expect(response.status).toBe(401);
  });
});
