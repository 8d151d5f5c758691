import { randomBytes, randomInt } from 'node:crypto';
import { request } from 'node:http';
import { paths } from '@channel-countdown/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCluster, type Cluster } from '../../../scripts/cluster/cluster.js';
import { startFakeYouTube, type FakeYouTube } from './fakes/youtube.js';
import { createTestDatabase, databases, type TestDatabase } from './support/databases.js';
import { REDIS_TEST_URL, redisAnswers } from './support/redis.js';

/**
 * A request from a loopback address of its own (127.x.y.z): the proxy appends it to X-Forwarded-For, so the
 * servers' per-address sign-up limit, kept in the shared Redis, is this run's alone.
 */
function call(
  url: string,
  method: string,
  body: unknown,
  { from, cookie }: { from: string; cookie?: string },
): Promise<{ status: number; body: Record<string, unknown>; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      url,
      {
        method,
        localAddress: from,
        headers: {
          ...(payload && { 'Content-Type': 'application/json' }),
          ...(cookie && { Cookie: cookie }),
          Origin: new URL(url).origin,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe.runIf(redisAnswers && databases.includes('postgres'))('npm run cluster (scripts/cluster)', () => {
  let database: TestDatabase;
  let fake: FakeYouTube;
  let cluster: Cluster;
  const prefix = `cc-test-cluster-${randomBytes(4).toString('hex')}`;
  const served = new Map<string, string[]>();

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    fake = await startFakeYouTube();
    cluster = await startCluster({
      databaseUrl: database.url!,
      redisUrl: REDIS_TEST_URL,
      queuePrefix: prefix,
      proxyPort: 0,
      serverPorts: [0, 0],
      workerPort: 0,
      fromSource: true,
      env: {
        YOUTUBE_API_KEY: 'test-api-key',
        YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
        YOUTUBE_WEB_BASE_URL: fake.webBaseUrl,
      },
      onLine: (name, line) => {
        if (line.includes('"msg":"request"')) served.set(name, [...(served.get(name) ?? []), line]);
      },
    });
  }, 60_000);

  afterAll(async () => {
    await cluster?.stop();
    await fake?.close();
    await database?.drop();
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('signs up through the proxy, and the session holds on both servers', async () => {
    const from = `127.${randomInt(1, 255)}.${randomInt(0, 255)}.${randomInt(1, 255)}`;
    const signedUp = await call(
      `${cluster.url}${paths.register}`,
      'POST',
      { username: 'clustered', email: 'clustered@example.com', password: 'Passw0rd!' },
      { from },
    );
    expect(signedUp.status).toBe(201);
    const cookie = signedUp.setCookie.map((line) => line.split(';')[0]).join('; ');
    // Round robin: the next two reads go to one server each, and both know the session (Redis).
    for (let i = 0; i < 2; i++) {
      const me = await call(`${cluster.url}${paths.user}`, 'GET', undefined, { from, cookie });
      expect(me).toMatchObject({ status: 200, body: { username: 'clustered' } });
    }
    expect([...served.keys()].sort()).toEqual(['api-1', 'api-2']);
    // Both servers were up: nothing had to be sent again.
    expect(cluster.proxy.retried()).toBe(0);
  });

  it('has each server and the worker ready: database, Redis, migrations', async () => {
    for (const process of [...cluster.servers, cluster.worker]) {
      const ready = await fetch(`${process.url}/readyz`);
      expect(ready.status, process.name).toBe(200);
      expect(await ready.json()).toMatchObject({
        status: 'ok',
        checks: { database: { status: 'ok' }, redis: { status: 'ok' }, migrations: { status: 'ok' } },
      });
    }
    const metrics = await fetch(`${cluster.worker.url}/metrics`, {
      headers: { Authorization: `Bearer ${cluster.metricsToken}` },
    });
    expect(metrics.status).toBe(200);
  });
});
