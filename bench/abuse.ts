/**
 * Abuse figures (a script, not a test): what the request limits let through, on the real app with the
 * production limits, a temp SQLite database, the fake YouTube on loopback and, for the shared count, two
 * instances on Redis (127.0.0.1:6379, database 9, a key prefix of this run's own).
 *
 *   npm run bench:abuse
 *
 * Prints: of a parallel burst of 100 sign-ins (99 wrong passwords and the right one) how many were
 * evaluated, on one instance and spread over two on Redis; the upstream YouTube requests caused by 200
 * previews of unknown names and by 100 refreshes of one channel (Data API provider); then the whole fuzz
 * corpus generated from the contract's endpoint table (packages/api/test/support/fuzzCorpus.ts) sent to
 * the app on SQLite and on PostgreSQL (when 127.0.0.1:5432 answers) as a signed-in user, an administrator
 * or a visitor: requests, 2xx, 4xx, 5xx, refusals without a JSON {message}, refusals that changed data,
 * and the run's time. Exits non-zero when any answer is a 5xx or a refusal changed data.
 * `BENCH_FUZZ_ONLY=1` runs the fuzz corpus alone.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createRateLimiters } from '../packages/api/src/http/rateLimit.js';
import { TestClient } from '../packages/api/test/support/client.js';
import { createUser, DEFAULT_PASSWORD, signUp } from '../packages/api/test/support/factories.js';
import { startInstance, startTestApp, type TestApp } from '../packages/api/test/support/harness.js';
import { databases } from '../packages/api/test/support/databases.js';
import { fuzzCorpus } from '../packages/api/test/support/fuzzCorpus.js';
import { describeFailure, runFuzz, startFuzzApp } from '../packages/api/test/support/fuzzRun.js';
import { redisAnswers, REDIS_TEST_URL } from '../packages/api/test/support/redis.js';

async function burst(clients: TestClient[], username: string) {
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      clients[i % clients.length]!.post('/api/login', {
        username,
        password: i === 50 ? DEFAULT_PASSWORD : `Wrong-${i}`,
      }),
    ),
  );
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;
  return `${count(401) + count(200)} evaluated (${count(401)}×401, ${count(200)}×200), ${count(429)}×429`;
}

async function upstream(t: TestApp, act: () => Promise<unknown>): Promise<number> {
  const before = t.fake.requests.length;
  await act();
  return t.fake.requests.length - before;
}

async function limits() {
  const t = await startTestApp('sqlite', {
    realLimits: true,
    apiKey: 'bench-key',
    env: { TRUST_PROXY: 'true' },
  });
  try {
    await createUser(t.db, { username: 'burst_one' });
    console.log(
      `burst of 100 parallel sign-ins, one instance: ${await burst([t.client({ 'x-forwarded-for': '203.0.113.1' })], 'burst_one')}`,
    );

    if (redisAnswers) {
      const keyPrefix = `cc-bench:${randomUUID()}`;
      const redis = new Redis(REDIS_TEST_URL);
      // Two instances, each with its own limiters on the one Redis.
      const servers = [
        await startInstance(t, createRateLimiters({ redis, keyPrefix })),
        await startInstance(t, createRateLimiters({ redis, keyPrefix })),
      ];
      await createUser(t.db, { username: 'burst_two' });
      const clients = servers.map(({ url }) => new TestClient(url, { 'x-forwarded-for': '203.0.113.2' }));
      console.log(
        `burst of 100 parallel sign-ins, two instances on Redis: ${await burst(clients, 'burst_two')}`,
      );
      for (const server of servers) await server.close();
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    } else console.log('two instances on Redis: skipped (Redis does not answer)');

    for (const [distinct, address] of [
      [200, '203.0.113.3'],
      [20, '203.0.113.5'],
    ] as const) {
      const client = t.client({ 'x-forwarded-for': address });
      await signUp(client, `bench_looker_${distinct}`);
      const statuses = new Map<number, number>();
      const calls = await upstream(t, async () => {
        for (let i = 0; i < 200; i += 1) {
          const { status } = await client.get(`/api/channels/preview/unknown_${distinct}_${i % distinct}`);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      });
      const answers = [...statuses].map(([status, n]) => `${n}×${status}`).join(', ');
      console.log(
        `200 previews of unknown names (${distinct} distinct) by one user: ${calls} upstream requests (${answers})`,
      );
    }

    const refresher = t.client({ 'x-forwarded-for': '203.0.113.4' });
    await signUp(refresher, 'bench_refresher');
    const channel = (await refresher.post('/api/channels', { channelId: '@fakecreator' })).body as {
      id: number;
    };
    const refreshStatuses = new Map<number, number>();
    const refreshCalls = await upstream(t, async () => {
      for (let i = 0; i < 100; i += 1) {
        // 100 presses over 10 minutes of the app's clock (the request limits count real time).
        t.clock.advance(6000);
        const { status } = await refresher.post(`/api/channels/${channel.id}/refresh`);
        refreshStatuses.set(status, (refreshStatuses.get(status) ?? 0) + 1);
      }
    });
    const refreshAnswers = [...refreshStatuses].map(([status, n]) => `${n}×${status}`).join(', ');
    console.log(
      `100 refreshes of one channel by one user, 6 s apart: ${refreshCalls} upstream requests (${refreshAnswers})`,
    );
  } finally {
    await t.close();
  }
}

/** The generated fuzz corpus on one database; true when it found no 5xx and no refusal that changed data. */
async function fuzz(kind: (typeof databases)[number]): Promise<boolean> {
  const setup = await startFuzzApp(kind);
  try {
    const corpus = fuzzCorpus(setup.ids);
    const endpointCount = new Set(corpus.map((request) => request.endpoint)).size;
    const started = performance.now();
    const counts = await runFuzz(setup, corpus);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz corpus on ${kind} (${endpointCount} endpoints): ${counts.requests} requests, ${counts['2xx']}×2xx, ` +
        `${counts['3xx']}×3xx, ${counts['4xx']}×4xx, ${counts['5xx']}×5xx, ` +
        `${counts.unexplained} refusals without a JSON {message}, ${counts.changedOn4xx} changed data on a 4xx, ${seconds} s`,
    );
    for (const failure of counts.failures.slice(0, 30)) console.log(`  ${describeFailure(failure)}`);
    if (counts.failures.length > 30) console.log(`  … and ${counts.failures.length - 30} more`);
    return counts['5xx'] === 0 && counts.changedOn4xx === 0;
  } finally {
    await setup.close();
  }
}

if (!process.env.BENCH_FUZZ_ONLY) await limits();
let clean = true;
for (const kind of databases) clean = (await fuzz(kind)) && clean;
if (databases.length === 1) console.log('fuzz corpus on postgres: skipped (127.0.0.1:5432 does not answer)');
if (!clean) process.exitCode = 1;
