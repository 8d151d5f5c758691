import { randomUUID } from 'node:crypto';
import { paths } from '@channel-countdown/contract';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRateLimiters, RATE_LIMITS } from '../src/http/rateLimit.js';
import { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createUser, DEFAULT_PASSWORD, signUp } from './support/factories.js';
import { startInstance, startTestApp, type ServedApp, type TestApp } from './support/harness.js';
import { startFakeJwks, type FakeJwks } from './fakes/jwks.js';
import { redisAnswers, REDIS_TEST_URL } from './support/redis.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const USER_FAILURES = RATE_LIMITS.signInFailuresPerUser.points;
const IP_FAILURES = RATE_LIMITS.signInFailuresPerIp.points;

let nextAddress = 1;
/** A client address of its own for each test, so one test's failures never count in another's. */
const newAddress = () => `203.0.113.${nextAddress++}`;

async function failLogins(client: TestClient, username: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1)
    statuses.push((await client.post(paths.login, { username, password: 'Wrong0ne' })).status);
  return statuses;
}

/** 99 wrong passwords and the right one, all at once: how each answered. */
async function burst(clients: TestClient[], username: string) {
  const attempts = Array.from({ length: 100 }, (_, i) =>
    clients[i % clients.length]!.post(paths.login, {
      username,
      password: i === 50 ? DEFAULT_PASSWORD : `Wrong-${i}`,
    }),
  );
  const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
  const count = (status: number) => statuses.filter((s) => s === status).length;
  return {
    evaluated: count(401) + count(200),
    refused: count(429),
    other: statuses.length - count(401) - count(200) - count(429),
  };
}

describe.each(databases)('request limits on %s (TRUST_PROXY=true)', (kind) => {
  let t: TestApp;
  let jwks: FakeJwks;
  beforeAll(async () => {
    jwks = await startFakeJwks('cc-rate-limit');
    t = await startTestApp(kind, {
      realLimits: true,
      env: { FIREBASE_PROJECT_ID: jwks.projectId, FIREBASE_JWKS_URL: jwks.url, TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await t.close();
    await jwks.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** A browser at its own address, as the proxy reports it. */
  const clientAt = (address = newAddress()) => t.client({ 'x-forwarded-for': address });

  it('trips on the 11th failure with 429, Retry-After and a JSON message — even with the right password', async () => {
    await createUser(t.db, { username: 'target' });
    const client = clientAt();
    expect(await failLogins(client, 'target', USER_FAILURES)).toEqual(Array(USER_FAILURES).fill(401));
    const refused = await client.post(paths.login, { username: 'target', password: DEFAULT_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many failed sign-in attempts. Please try again later.' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.setCookies).toEqual([]);
    // Case does not open a second budget.
    expect((await client.post(paths.login, { username: 'TARGET', password: DEFAULT_PASSWORD })).status).toBe(
      429,
    );
  });

  it('evaluates at most 10 of a parallel burst of 100 and never lets the burst reset the count', async () => {
    await createUser(t.db, { username: 'burst_target' });
    const address = newAddress();
    const result = await burst([clientAt(address)], 'burst_target');
    expect(result.other).toBe(0);
    expect(result.evaluated).toBeGreaterThan(0);
    expect(result.evaluated).toBeLessThanOrEqual(USER_FAILURES);
    expect(result.refused).toBe(100 - result.evaluated);
  });

  it('limits per username: another account from the same IP still signs in', async () => {
    await createUser(t.db, { username: 'bystander' });
    const address = newAddress();
    await failLogins(clientAt(address), 'limited_name', USER_FAILURES + 1);
    expect(
      (await clientAt(address).post(paths.login, { username: 'bystander', password: DEFAULT_PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('limits failures per IP across usernames (password spraying); other addresses are unaffected', async () => {
    await createUser(t.db, { username: 'sprayed' });
    const client = clientAt();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1)
      statuses.push(
        (await client.post(paths.login, { username: `spray_${i}`, password: 'Wrong0ne' })).status,
      );
    expect(statuses).toEqual([...Array(IP_FAILURES).fill(401), ...Array(30 - IP_FAILURES).fill(429)]);
    expect((await client.post(paths.login, { username: 'sprayed', password: DEFAULT_PASSWORD })).status).toBe(
      429,
    );
    expect(
      (await clientAt().post(paths.login, { username: 'sprayed', password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
  });

  it('opens again when the 15-minute window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await createUser(t.db, { username: 'patient' });
    const client = clientAt();
    await failLogins(client, 'patient', USER_FAILURES);
    expect((await client.post(paths.login, { username: 'patient', password: DEFAULT_PASSWORD })).status).toBe(
      429,
    );
    vi.setSystemTime(Date.now() + FIFTEEN_MINUTES);
    expect((await client.post(paths.login, { username: 'patient', password: DEFAULT_PASSWORD })).status).toBe(
      200,
    );
  });

  it('forgets the failures after a successful sign-in', async () => {
    await createUser(t.db, { username: 'forgetful' });
    const client = clientAt();
    await failLogins(client, 'forgetful', USER_FAILURES - 1);
    expect(
      (await client.post(paths.login, { username: 'forgetful', password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
    expect(await failLogins(client, 'forgetful', USER_FAILURES)).toEqual(Array(USER_FAILURES).fill(401));
    expect(
      (await client.post(paths.login, { username: 'forgetful', password: DEFAULT_PASSWORD })).status,
    ).toBe(429);
  });

  it('takes the address the proxy appended: a spoofed X-Forwarded-For neither escapes the limit nor locks out its victim', async () => {
    await createUser(t.db, { username: 'proxied' });
    const real = newAddress();
    const victim = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= USER_FAILURES; i += 1) {
      // The client writes a new leftmost entry each time, and names the victim as its own address.
      const spoofed = t.client({ 'x-forwarded-for': `${i === 0 ? victim : `198.51.100.${i}`}, ${real}` });
      statuses.push((await spoofed.post(paths.login, { username: 'proxied', password: 'Wrong0ne' })).status);
    }
    expect(statuses).toEqual([...Array(USER_FAILURES).fill(401), 429]);
    // A single entry is the client's own address as the proxy saw it.
    const victimClient = t.client({ 'x-forwarded-for': victim });
    expect(
      (await victimClient.post(paths.login, { username: 'proxied', password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
  });

  it('limits sign-ups per IP; refused input does not count', async () => {
    const client = clientAt();
    expect(
      (await client.post(paths.register, { username: 'x', email: 'bad', password: 'short' })).status,
    ).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.registrationsPerIp.points; i += 1) {
      const fresh = new TestClient(client.baseUrl, client.headers);
      statuses.push(
        (
          await fresh.post(paths.register, {
            username: `signup_${i}_${kind}`,
            email: `signup_${i}_${kind}@example.com`,
            password: 'Passw0rd',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([...Array(RATE_LIMITS.registrationsPerIp.points).fill(201), 429]);
    expect(
      await t
        .db('users')
        .where('username', `signup_${RATE_LIMITS.registrationsPerIp.points}_${kind}`)
        .first(),
    ).toBeUndefined();
  });

  it('limits refused Google tokens per (IP, account): a NAT neighbour with a good token still signs in', async () => {
    const address = newAddress();
    const badClient = clientAt(address);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.googleFailures.points; i += 1) {
      const token = await jwks.mint({ sub: 'bad-client', signWith: 'unpublished' });
      statuses.push((await badClient.post(paths.firebaseAuth, { idToken: token })).status);
    }
    expect(statuses).toEqual([...Array(RATE_LIMITS.googleFailures.points).fill(401), 429]);
    const neighbour = clientAt(address);
    const good = await neighbour.post(paths.firebaseAuth, {
      idToken: await jwks.mint({ sub: 'neighbour', now: t.clock.now() }),
    });
    expect(good.body).toMatchObject({ username: expect.any(String) });
    expect(good.status).toBe(200);
  });

  it('limits channel lookups per user with 429, Retry-After and a message; refused input costs nothing', async () => {
    const client = clientAt();
    await signUp(client, `looker_${kind}`);
    const upstreamBefore = t.fake.requests.length;
    expect(
      (
        await client.get(
          `${paths.channels}/preview/${encodeURIComponent('https://www.youtube.com/channel/not-an-id')}`,
        )
      ).status,
    ).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1)
      statuses.push((await client.get(`${paths.channels}/preview/unknown_name_${i}`)).status);
    const allowed = RATE_LIMITS.lookupsPerUser.points;
    expect(statuses.slice(0, allowed).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(allowed)).toEqual(Array(200 - allowed).fill(429));
    const refused = await client.post(paths.channels, { channelId: '@fakecreator' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Too many channel lookups. Please wait a few minutes and try again.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Each allowed lookup of an unknown name asks YouTube at most twice (a handle, then a username).
    expect(t.fake.requests.length - upstreamBefore).toBeLessThanOrEqual(2 * allowed);
  });
});

describe.each(databases)('sign-in limits shared through Redis by two instances on %s', (kind) => {
  const keyPrefix = `cc-test:rl:${randomUUID()}`;
  const redisClients: Redis[] = [];
  const instances: ServedApp[] = [];
  let t: TestApp;
  let urls: string[];

  beforeAll(async () => {
    if (!redisAnswers) return;
    t = await startTestApp(kind, { env: { TRUST_PROXY: 'true' } });
    // Two more app instances on the same database, each with its own Redis connection: like two servers
    // behind one load balancer.
    urls = await Promise.all(
      [0, 1].map(async () => {
        const redis = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 1 });
        redisClients.push(redis);
        const instance = await startInstance(t, createRateLimiters({ redis, keyPrefix }));
        instances.push(instance);
        return instance.url;
      }),
    );
  });
  afterAll(async () => {
    if (!redisAnswers) return;
    for (const instance of instances) await instance.close();
    const keys = await redisClients[0]!.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redisClients[0]!.del(...keys);
    await Promise.all(redisClients.map((redis) => redis.quit()));
    await t.close();
  });

  it.runIf(redisAnswers)('counts failures on either instance toward one limit', async () => {
    await createUser(t.db, { username: 'spread_out' });
    const address = newAddress();
    const [a, b] = urls.map((url) => new TestClient(url, { 'x-forwarded-for': address })) as [
      TestClient,
      TestClient,
    ];
    expect(await failLogins(a, 'spread_out', 5)).toEqual(Array(5).fill(401));
    expect(await failLogins(b, 'spread_out', 5)).toEqual(Array(5).fill(401));
    expect((await a.post(paths.login, { username: 'spread_out', password: DEFAULT_PASSWORD })).status).toBe(
      429,
    );
    expect((await b.post(paths.login, { username: 'spread_out', password: DEFAULT_PASSWORD })).status).toBe(
      429,
    );
  });

  it.runIf(redisAnswers)('evaluates at most 10 of a burst of 100 spread over both instances', async () => {
    await createUser(t.db, { username: 'burst_spread' });
    const address = newAddress();
    const clients = urls.map((url) => new TestClient(url, { 'x-forwarded-for': address }));
    const result = await burst(clients, 'burst_spread');
    expect(result.other).toBe(0);
    expect(result.evaluated).toBeGreaterThan(0);
    expect(result.evaluated).toBeLessThanOrEqual(USER_FAILURES);
  });
});

describe.runIf(redisAnswers)('two deployments sharing one Redis, each with its own REDIS_KEY_PREFIX', () => {
  const prefixes = [0, 1].map(() => `cc-test-deployment-${randomUUID()}`);
  let deployments: TestApp[] = [];
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 1 });
    deployments = await Promise.all(
      prefixes.map((prefix) =>
        startTestApp('sqlite', {
          realLimits: true,
          env: { REDIS_URL: REDIS_TEST_URL, REDIS_KEY_PREFIX: prefix, TRUST_PROXY: 'true' },
        }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(deployments.map((deployment) => deployment.close()));
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    await redis.quit();
  });

  it("counts each one's sign-ups and keeps each one's sessions apart", async () => {
    const address = newAddress();
    const signUpAt = (deployment: TestApp, username: string) =>
      deployment
        .client({ 'x-forwarded-for': address })
        .post(paths.register, { username, email: `${username}@example.com`, password: 'Passw0rd' });
    const [first, second] = deployments as [TestApp, TestApp];
    const points = RATE_LIMITS.registrationsPerIp.points;
    const statuses: number[] = [];
    for (let i = 0; i <= points; i += 1) statuses.push((await signUpAt(first, `shared_${i}`)).status);
    expect(statuses).toEqual([...Array(points).fill(201), 429]);

    // The other deployment counted none of them: the same network still signs up there.
    expect((await signUpAt(second, 'shared_elsewhere')).status).toBe(201);

    // Each deployment's sessions are under its own prefix.
    const [firstPrefix, secondPrefix] = prefixes as [string, string];
    expect(await redis.keys(`${firstPrefix}:session:*`)).toHaveLength(points);
    expect(await redis.keys(`${secondPrefix}:session:*`)).toHaveLength(1);
  });
});
