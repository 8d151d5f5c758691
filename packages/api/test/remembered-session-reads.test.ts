import { randomUUID } from 'node:crypto';
import { paths } from '@channel-countdown/contract';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../src/http/session.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../src/sessions/policy.js';
import { databases } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import type { TestClient } from './support/client.js';
import { redisAnswers, REDIS_TEST_URL, sessionStores } from './support/redis.js';

/**
 * A signed-in read whose session the server remembers skips koa-session (http/session.ts). These are the
 * cases where koa-session had something to do on a read, each met after the session was remembered.
 */
describe.each(databases)('reads of a remembered session on %s', (kind) => {
  describe.each(sessionStores)('with sessions in %s', (_store, inRedis) => {
    let t: TestApp;
    let redis: Redis | undefined;
    const tag = randomUUID().slice(0, 8);
    const runs = !inRedis || redisAnswers;

    beforeAll(async () => {
      if (!runs) return;
      t = await startTestApp(kind, inRedis ? { env: { REDIS_URL: REDIS_TEST_URL } } : {});
      if (inRedis) redis = new Redis(REDIS_TEST_URL);
    });
    afterAll(async () => {
      if (!runs) return;
      redis?.disconnect();
      await t.close();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** The session's data as its store keeps it (undefined once it is gone). */
    const stored = async (id: string): Promise<Record<string, unknown> | undefined> => {
      const json = redis
        ? await redis.get(`cc:session:${id}`)
        : (await t.db('sessions').where({ id }).first())?.data;
      return json ? (JSON.parse(json) as Record<string, unknown>) : undefined;
    };

    /** Signs up and polls until the server answers the session from what it remembers. */
    const rememberedClient = async (name: string): Promise<{ client: TestClient; id: string }> => {
      const client = t.client();
      await signUp(client, `${name}_${tag}`);
      for (let i = 0; i < 3; i += 1) expect((await client.get(paths.user)).status).toBe(200);
      return { client, id: client.cookies.get(SESSION_COOKIE)! };
    };

    it.runIf(runs)('renews the session once half of its idle lifetime has passed', async () => {
      const { client, id } = await rememberedClient('renewed');
      const before = (await stored(id))!._expire as number;
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_IDLE_MS / 2 + 60_000 });

      const read = await client.get(paths.user);

      expect(read.status).toBe(200);
      expect(read.setCookies.some((line) => line.startsWith(`${SESSION_COOKIE}=${id};`))).toBe(true);
      expect((await stored(id))!._expire as number).toBeGreaterThan(before + SESSION_IDLE_MS / 2);
      // Renewed, the next reads are remembered again and send no cookie.
      vi.useRealTimers();
      expect((await client.get(paths.user)).setCookies).toEqual([]);
    });

    it.runIf(runs)('sends no cookie on a read before renewal is due', async () => {
      const { client, id } = await rememberedClient('quiet');
      const before = await stored(id);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_IDLE_MS / 2 - 60_000 });

      const read = await client.get(paths.user);

      expect(read.status).toBe(200);
      expect(read.setCookies).toEqual([]);
      expect(await stored(id)).toEqual(before);
    });

    it.runIf(runs)(
      'ends the session at its absolute lifetime: 401, cookie cleared, record gone',
      async () => {
        const { client, id } = await rememberedClient('aged');
        const cookies = new Map(client.cookies);
        t.clock.advance(SESSION_ABSOLUTE_MS);

        const read = await client.get(paths.user);

        expect(read.status).toBe(401);
        expect(read.setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=;`))).toMatch(
          /expires=Thu, 01 Jan 1970/i,
        );
        expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
        expect(await stored(id)).toBeUndefined();
        const replayed = t.client();
        for (const [name, value] of cookies) replayed.cookies.set(name, value);
        expect((await replayed.get(paths.user)).status).toBe(401);
      },
    );

    it.runIf(runs)('refuses a remembered session id under a forged signature', async () => {
      const { client } = await rememberedClient('forged');
      const forger = t.client();
      forger.cookies.set(SESSION_COOKIE, client.cookies.get(SESSION_COOKIE)!);
      forger.cookies.set(`${SESSION_COOKIE}.sig`, 'forged-signature');

      expect((await forger.get(paths.user)).status).toBe(401);
      expect((await client.get(paths.user)).status).toBe(200);
    });

    it.runIf(runs)('ends the session for every tab when one tab signs out', async () => {
      const { client } = await rememberedClient('tabs');
      const otherTab = t.client();
      for (const [name, value] of client.cookies) otherTab.cookies.set(name, value);

      expect((await otherTab.post(paths.logout)).status).toBe(200);

      expect((await client.get(paths.user)).status).toBe(401);
      expect((await client.get(paths.channels)).status).toBe(401);
    });
  });
});
