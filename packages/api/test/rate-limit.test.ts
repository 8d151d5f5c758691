import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paths } from '@channel-countdown/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { RedisRateLimitStore } from '../src/http/rateLimit.js';
import { TestClient } from './support/client.js';
import { databases } from './support/databases.js';
import { createUser, DEFAULT_PASSWORD } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { startFakeJwks, type FakeJwks } from './fakes/jwks.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

async function failLogins(client: TestClient, username: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1)
    statuses.push((await client.post(paths.login, { username, password: 'Wrong0ne' })).status);
  return statuses;
}

describe.each(databases)('failed sign-in limit on %s', (kind) => {
  let t: TestApp;
  let jwks: FakeJwks;
  beforeAll(async () => {
    jwks = await startFakeJwks('cc-rate-limit');
    t = await startTestApp(kind, {
      env: { FIREBASE_PROJECT_ID: jwks.projectId, FIREBASE_JWKS_URL: jwks.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await jwks.close();
  });

  it('trips on the 11th failure with 429, Retry-After and a JSON message — even with the right password', async () => {
    await createUser(t.db, { username: 'target' });
    const client = t.client();
    expect(await failLogins(client, 'target', 10)).toEqual(Array(10).fill(401));
    const refused = await client.post(paths.login, { username: 'target', password: DEFAULT_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: expect.any(String) });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.setCookies).toEqual([]);
    // Case does not open a second budget.
    expect((await client.post(paths.login, { username: 'TARGET', password: DEFAULT_PASSWORD })).status).toBe(
      429,
    );
  });

  it('limits per username: another account from the same IP still signs in', async () => {
    await createUser(t.db, { username: 'bystander' });
    await failLogins(t.client(), 'limited_name', 11);
    expect(
      (await t.client().post(paths.login, { username: 'bystander', password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
  });

  it('opens again when the 15-minute window has passed', async () => {
    await createUser(t.db, { username: 'patient' });
    await failLogins(t.client(), 'patient', 10);
    expect(
      (await t.client().post(paths.login, { username: 'patient', password: DEFAULT_PASSWORD })).status,
    ).toBe(429);
    t.clock.advance(FIFTEEN_MINUTES);
    expect(
      (await t.client().post(paths.login, { username: 'patient', password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    await createUser(t.db, { username: 'forgetful' });
    await failLogins(t.client(), 'forgetful', 9);
    expect(
      (await t.client().post(paths.login, { username: 'forgetful', password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
    expect(await failLogins(t.client(), 'forgetful', 10)).toEqual(Array(10).fill(401));
    expect(
      (await t.client().post(paths.login, { username: 'forgetful', password: DEFAULT_PASSWORD })).status,
    ).toBe(429);
  });

  it('limits refused Google tokens per IP the same way', async () => {
    const client = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await client.post(paths.firebaseAuth, { idToken: await jwks.mint({ signWith: 'unpublished' }) }))
          .status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });
});

describe.each(databases)('failed sign-in limit shared through Redis on %s', (kind) => {
  const prefix = `cc-test:${randomUUID()}:`;
  const redisClients: Redis[] = [];
  const servers: Server[] = [];
  let t: TestApp;
  let urls: string[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    // Two more app instances on the same database, each with its own Redis connection: like two servers
    // behind one load balancer.
    urls = await Promise.all(
      [0, 1].map(async () => {
        const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
        redisClients.push(redis);
        const app = createApp({
          db: t.db,
          youtube: t.youtube,
          clock: t.clock,
          config: t.config,
          rateLimitStore: new RedisRateLimitStore(redis, prefix),
        });
        const server = await new Promise<Server>((resolve) => {
          const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
        });
        servers.push(server);
        return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      }),
    );
  });
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    const keys = await redisClients[0]!.keys(`${prefix}*`);
    if (keys.length > 0) await redisClients[0]!.del(...keys);
    await Promise.all(redisClients.map((redis) => redis.quit()));
    await t.close();
  });

  it('counts failures on either instance toward one limit', async () => {
    await createUser(t.db, { username: 'spread_out' });
    const [a, b] = urls.map((url) => new TestClient(url)) as [TestClient, TestClient];
    expect(await failLogins(a, 'spread_out', 5)).toEqual(Array(5).fill(401));
    expect(await failLogins(b, 'spread_out', 5)).toEqual(Array(5).fill(401));
    expect((await a.post(paths.login, { username: 'spread_out', password: DEFAULT_PASSWORD })).status).toBe(
      429,
    );
    expect((await b.post(paths.login, { username: 'spread_out', password: DEFAULT_PASSWORD })).status).toBe(
      429,
    );
    // The harness's own instance keeps its count in memory: it has seen none of these failures.
    expect(
      (await t.client().post(paths.login, { username: 'spread_out', password: DEFAULT_PASSWORD })).status,
    ).toBe(200);
  });
});
