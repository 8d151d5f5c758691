import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createFailureLimiter,
  MemoryRateLimitStore,
  RedisRateLimitStore,
  signInKey,
  TooManyAttemptsError,
  type RateLimitStore,
} from '../src/http/rateLimit.js';

const WINDOW = 15 * 60 * 1000;
const redisClients: Redis[] = [];
afterAll(async () => {
  await Promise.all(redisClients.map((client) => client.quit()));
});

function redisStore(prefix: string) {
  const client = new Redis('redis://127.0.0.1:6379', { lazyConnect: false, maxRetriesPerRequest: 1 });
  redisClients.push(client);
  return new RedisRateLimitStore(client, prefix);
}

async function failTimes(limiter: ReturnType<typeof createFailureLimiter>, key: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    await limiter.assertAllowed(key);
    await limiter.recordFailure(key);
  }
}

describe.each([
  ['memory', () => new MemoryRateLimitStore()],
  ['redis', () => redisStore(`cc-test:${randomUUID()}:`)],
] as Array<[string, () => RateLimitStore]>)('%s store', (_name, makeStore) => {
  it('allows ten failures and refuses the eleventh attempt with a retry delay', async () => {
    const limiter = createFailureLimiter({ store: makeStore() });
    const key = signInKey('login', 'Alice', '10.0.0.1');
    await failTimes(limiter, key, 10);
    const refusal = await limiter.assertAllowed(key).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TooManyAttemptsError);
    expect((refusal as TooManyAttemptsError).retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect((refusal as TooManyAttemptsError).retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
  });

  it('counts per username and IP, case-insensitively on the username', async () => {
    const limiter = createFailureLimiter({ store: makeStore() });
    await failTimes(limiter, signInKey('login', 'bob', '10.0.0.1'), 10);
    await expect(limiter.assertAllowed(signInKey('login', 'BOB', '10.0.0.1'))).rejects.toBeInstanceOf(
      TooManyAttemptsError,
    );
    await expect(limiter.assertAllowed(signInKey('login', 'bob', '10.0.0.2'))).resolves.toBeUndefined();
    await expect(limiter.assertAllowed(signInKey('login', 'carol', '10.0.0.1'))).resolves.toBeUndefined();
  });

  it('forgets the failures after a reset', async () => {
    const limiter = createFailureLimiter({ store: makeStore() });
    const key = signInKey('login', 'dave', '10.0.0.1');
    await failTimes(limiter, key, 10);
    await limiter.reset(key);
    await expect(limiter.assertAllowed(key)).resolves.toBeUndefined();
  });

  it('starts one window whose length does not grow with more failures', async () => {
    const store = makeStore();
    const first = await store.increment('k', WINDOW);
    const second = await store.increment('k', WINDOW);
    expect(first.count).toBe(1);
    expect(second.count).toBe(2);
    expect(second.msBeforeReset).toBeLessThanOrEqual(first.msBeforeReset);
  });
});

describe('memory store windows', () => {
  it('starts counting again once the window has passed', async () => {
    let now = 1_000_000;
    const limiter = createFailureLimiter({ store: new MemoryRateLimitStore(() => now) });
    await failTimes(limiter, 'k', 10);
    await expect(limiter.assertAllowed('k')).rejects.toBeInstanceOf(TooManyAttemptsError);
    now += WINDOW;
    await expect(limiter.assertAllowed('k')).resolves.toBeUndefined();
  });
});

describe('redis store', () => {
  it('shares one count between two clients with the same prefix', async () => {
    const prefix = `cc-test:${randomUUID()}:`;
    const a = createFailureLimiter({ store: redisStore(prefix) });
    const b = createFailureLimiter({ store: redisStore(prefix) });
    await failTimes(a, 'shared', 5);
    await failTimes(b, 'shared', 5);
    await expect(a.assertAllowed('shared')).rejects.toBeInstanceOf(TooManyAttemptsError);
    await expect(b.assertAllowed('shared')).rejects.toBeInstanceOf(TooManyAttemptsError);
  });

  it('sets an expiry on every key it creates', async () => {
    const prefix = `cc-test:${randomUUID()}:`;
    const store = redisStore(prefix);
    await store.increment('expiring', 60_000);
    const ttl = await redisClients.at(-1)!.pttl(`${prefix}expiring`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});
