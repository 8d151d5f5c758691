import { randomUUID } from 'node:crypto';
import { paths } from '@channel-countdown/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliIo } from '../src/cli.js';
import { SESSION_ABSOLUTE_MS } from '../src/sessions/policy.js';
import { pruneExpiredSessions } from '../src/sessions/prune.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { redisAnswers, REDIS_TEST_URL, sessionStores } from './support/redis.js';

const quietIo: CliIo = {
  out: () => {},
  err: () => {},
  readPassword: async () => 'Reset9pass',
  now: () => new Date(),
};

describe.each(databases)('ending all of a user’s sessions on %s', (kind) => {
  describe.each(sessionStores)('with sessions in %s', (_store, inRedis) => {
    let t: TestApp;
    let admin: ReturnType<TestApp['client']>;
    const tag = randomUUID().slice(0, 8);
    beforeAll(async () => {
      if (inRedis && !redisAnswers) return;
      t = await startTestApp(kind, inRedis ? { env: { REDIS_URL: REDIS_TEST_URL } } : {});
      admin = t.client();
      await signUp(admin, `admin_${tag}`);
      await t.db('users').where('username', `admin_${tag}`).update({ role: 'admin' });
    });
    afterAll(async () => {
      if (inRedis && !redisAnswers) return;
      if (inRedis) {
        const redis = new Redis(REDIS_TEST_URL);
        const keys = await redis.keys('cc:session:*');
        // Only this test's sessions: those whose data names a user of this database.
        const ids = new Set((await t.db('users').select('id')).map((row) => row.id));
        for (const key of keys) {
          const data = JSON.parse((await redis.get(key)) ?? '{}') as { userId?: number };
          if (data.userId !== undefined && ids.has(data.userId)) await redis.del(key);
        }
        redis.disconnect();
      }
      await t.close();
    });

    it.runIf(!inRedis || redisAnswers)(
      'ends them at an operator’s reset-password: the old cookie answers 401',
      async () => {
        const victim = t.client();
        const user = await signUp(victim, `reset_${tag}`);
        const elsewhere = t.client();
        await elsewhere.post(paths.login, { username: user.username, password: 'Passw0rd' });
        expect((await victim.get(paths.user)).status).toBe(200);

        expect(await runCli(['reset-password', user.username], t, quietIo)).toBe(0);

        expect((await victim.get(paths.user)).status).toBe(401);
        expect((await elsewhere.get(paths.user)).status).toBe(401);
        const fresh = t.client();
        expect(
          (await fresh.post(paths.login, { username: user.username, password: 'Reset9pass' })).status,
        ).toBe(200);
        expect((await fresh.get(paths.user)).status).toBe(200);
      },
    );

    it.runIf(!inRedis || redisAnswers)(
      'keeps them ended after an admin deactivates and reactivates the user',
      async () => {
        const victim = t.client();
        const user = await signUp(victim, `deact_${tag}`);
        expect((await admin.patch(`/api/admin/users/${user.id}/status`, { isActive: false })).status).toBe(
          200,
        );
        expect((await admin.patch(`/api/admin/users/${user.id}/status`, { isActive: true })).status).toBe(
          200,
        );
        expect((await victim.get(paths.user)).status).toBe(401);
        expect((await victim.get(paths.channels)).status).toBe(401);
      },
    );

    it.runIf(!inRedis || redisAnswers)(
      'ends a session at its absolute lifetime, however active it was',
      async () => {
        const client = t.client();
        await signUp(client, `aged_${tag}`);
        t.clock.advance(SESSION_ABSOLUTE_MS - 60_000);
        expect((await client.get(paths.user)).status).toBe(200);
        t.clock.advance(60_000);
        expect((await client.get(paths.user)).status).toBe(401);
      },
    );
  });

  it('prunes database sessions whose idle lifetime is over, and only those', async () => {
    const t = await startTestApp(kind);
    try {
      const client = t.client();
      await signUp(client, 'pruned_user');
      const live = await t.db('sessions').count({ n: '*' }).first();
      await t.db('sessions').insert([
        { id: 'expired-1', user_id: null, data: '{}', expires_at: Date.now() - 1 },
        { id: 'expired-2', user_id: null, data: '{}', expires_at: Date.now() - 86_400_000 },
      ]);
      expect(await pruneExpiredSessions(t.db)).toBe(2);
      expect(await t.db('sessions').count({ n: '*' }).first()).toEqual(live);
      expect((await client.get(paths.user)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
