import { randomUUID } from 'node:crypto';
import { get as httpGet, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { dashboardStatsSchema, paths } from '@channel-countdown/contract';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeApp, createApp } from '../src/app.js';
import { userVersionsFor } from '../src/cache/userVersions.js';
import { ManualClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import { createDb, type Db } from '../src/db/knex.js';
import { raiseNotifications } from '../src/domain/notifications/store.js';
import { createRateLimiters } from '../src/http/rateLimit.js';
import { SESSION_COOKIE } from '../src/http/session.js';
import { SESSION_ABSOLUTE_MS } from '../src/sessions/policy.js';
import { channelJobsFor } from '../src/jobs/index.js';
import { createLogger } from '../src/logger.js';
import { createChannelProvider } from '../src/youtube/index.js';
import { FAKE_CREATOR, startFakeYouTube, type FakeYouTube } from './fakes/youtube.js';
import { TestClient } from './support/client.js';
import { createTestDatabase, databases, type TestDatabase } from './support/databases.js';
import { signUp } from './support/factories.js';
import { startTestApp, type TestApp } from './support/harness.js';
import { REDIS_TEST_URL, redisAnswers } from './support/redis.js';

/**
 * A GET as a browser's HTTP cache revalidates: node:http, because fetch turns a request carrying
 * If-None-Match into an end-to-end reload (Cache-Control: no-cache), which a server must answer in full.
 */
function rawGet(url: string, client: TestClient, headers: Record<string, string> = {}) {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    httpGet(url, { headers: { cookie, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The polled reads (channel list, active timers, stats) are served from what was built for the user's data
 * version: these tests show that no write, scheduled refresh or timer boundary is ever missed by the next
 * read, and what a poll that finds nothing new costs.
 */
describe.each(databases)('polled reads on %s', (kind) => {
  let t: TestApp;
  let alice: TestClient;

  beforeEach(async () => {
    t = await startTestApp(kind, { apiKey: 'test-api-key' });
    alice = t.client();
    await signUp(alice);
  });
  afterEach(async () => {
    await t.close();
  });

  const connect = async (client: TestClient) => {
    const response = await client.post(paths.channels, { channelId: FAKE_CREATOR.id });
    expect(response.status).toBe(201);
    return response.body as { id: number };
  };

  it('answers an unchanged poll with 304 and no body, and a changed one with the change', async () => {
    const channel = await connect(alice);
    const first = await alice.get(paths.channels);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await rawGet(`${t.url}${paths.channels}`, alice, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    expect(
      (await alice.post(paths.channelNotes(channel.id), { content: 'fresh note', color: 'green' })).status,
    ).toBe(201);
    const changed = await rawGet(`${t.url}${paths.channels}`, alice, { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(
      JSON.parse(changed.body.toString())[0].notes.map((note: { content: string }) => note.content),
    ).toEqual(['fresh note']);
  });

  it('reads nothing from the database for a repeated poll, and sends the compressed bytes it kept', async () => {
    const channel = await connect(alice);
    // Notes long enough that the list (two previews of 160 characters) passes the compression threshold.
    for (let n = 0; n < 20; n += 1)
      await alice.post(paths.channelNotes(channel.id), { content: `note ${n} `.repeat(40), color: 'blue' });
    // The first reads after a write learn the session, the user and the list again.
    for (let n = 0; n < 3; n += 1) await alice.get(paths.channels);
    const plain = await alice.request('GET', paths.channels, undefined, { 'accept-encoding': 'identity' });
    const queries: string[] = [];
    const count = (query: { sql: string }) => queries.push(query.sql);
    t.db.on('query', count);
    try {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const response = await alice.request('GET', paths.channels, undefined, {
          'accept-encoding': encoding,
        });
        expect(response.status).toBe(200);
        expect(response.body).toEqual(plain.body);
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      }
    } finally {
      t.db.off('query', count);
    }
    expect(queries).toEqual([]);

    // The bytes as sent (fetch would decompress them).
    const gzipped = await rawGet(`${t.url}${paths.channels}`, alice, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.body).toString())).toEqual(plain.body);
    const brotli = await rawGet(`${t.url}${paths.channels}`, alice, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString())).toEqual(plain.body);
  });

  it('keeps the settings and groups a drawn page reads: repeated, they read nothing; changed, they show it', async () => {
    const channel = await connect(alice);
    await alice.post(paths.groups, { name: 'Gaming', color: 'teal' });
    const reads = [paths.settings, paths.groups];
    // The first reads after a write learn the session, the user and the answers again.
    for (let n = 0; n < 3; n += 1) for (const path of reads) await alice.get(path);
    const queries: string[] = [];
    const count = (query: { sql: string }) => queries.push(query.sql);
    t.db.on('query', count);
    const kept = new Map<string, unknown>();
    try {
      for (const path of reads) {
        const response = await alice.get(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
        kept.set(path, response.body);
      }
    } finally {
      t.db.off('query', count);
    }
    expect(queries).toEqual([]);

    const settings = kept.get(paths.settings) as { timers: { defaultDuration: number } };
    await alice.request('PUT', paths.settings, {
      ...settings,
      timers: { ...settings.timers, defaultDuration: 9 },
    });
    expect((await alice.get(paths.settings)).body.timers.defaultDuration).toBe(9);
    const [gaming] = kept.get(paths.groups) as Array<{ id: number }>;
    await alice.request('PUT', paths.channelGroups(channel.id), { groupIds: [gaming!.id] });
    expect((await alice.get(paths.groups)).body).toEqual([
      expect.objectContaining({ name: 'Gaming', channelIds: [channel.id] }),
    ]);
  });

  it("keeps the bell's notifications: repeated, they read nothing; raised or marked read, they show it", async () => {
    const user = (await alice.get(paths.user)).body as { id: number };
    const raise = (title: string) =>
      raiseNotifications(
        { db: t.db, versions: t.versions },
        [{ userId: user.id, kind: 'account', channelId: null, title, body: 'b', dedupeKey: title }],
        t.clock.now(),
      );
    await raise('First');
    // The first reads after a write learn the session, the user and the answer again.
    for (let n = 0; n < 3; n += 1) await alice.get(paths.notifications);
    const queries: string[] = [];
    const count = (query: { sql: string }) => queries.push(query.sql);
    t.db.on('query', count);
    let etag: string;
    try {
      const kept = await alice.get(paths.notifications);
      expect(kept.body).toMatchObject({ unreadCount: 1, items: [{ title: 'First', read: false }] });
      etag = kept.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect((await rawGet(`${t.url}${paths.notifications}`, alice, { 'if-none-match': etag })).status).toBe(
        304,
      );
    } finally {
      t.db.off('query', count);
    }
    expect(queries).toEqual([]);

    // Raised by the server, with no request of the user: the next poll has it.
    expect(await raise('Second')).toBe(1);
    expect(await raise('Second')).toBe(0); // the same event again stores nothing
    const raised = await rawGet(`${t.url}${paths.notifications}`, alice, { 'if-none-match': etag });
    expect(raised.status).toBe(200);
    expect(JSON.parse(raised.body.toString())).toMatchObject({
      unreadCount: 2,
      items: [{ title: 'Second' }, { title: 'First' }],
    });
    // Another page of them is read as it is asked for, not from what was kept for the first.
    expect((await alice.get(`${paths.notifications}?limit=1`)).body).toMatchObject({
      items: [{ title: 'Second' }],
      nextCursor: expect.any(String),
    });

    await alice.post(paths.notificationsRead, { all: true });
    expect((await alice.get(paths.notifications)).body).toMatchObject({
      unreadCount: 0,
      items: [{ read: true }, { read: true }],
    });
  });

  it("reads the user's data version once per poll (one Redis round trip with REDIS_URL)", async () => {
    await connect(alice);
    // The first reads after a write learn the session, the user and the list again.
    for (let n = 0; n < 3; n += 1) await alice.get(paths.channels);
    const read = vi.spyOn(t.versions, 'get');
    try {
      expect((await alice.get(paths.channels)).status).toBe(200);
      expect((await alice.get(paths.activeTimers)).status).toBe(200);
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      read.mockRestore();
    }
  });

  it('shows a scheduled refresh of a tracked channel on the next read, with no request of the user', async () => {
    const channel = await connect(alice);
    const bob = t.client();
    await signUp(bob);
    await connect(bob);
    expect((await alice.get(paths.channels)).body[0].subscriberCount).toBe(1_250_000);
    expect((await bob.get(paths.channels)).body[0].subscriberCount).toBe(1_250_000);

    t.fake.grow(FAKE_CREATOR.id, { subscribersPerDay: 2400 });
    t.clock.advance(7 * HOUR);
    const jobs = channelJobsFor({
      config: t.config,
      db: t.db,
      versions: t.versions,
      youtube: t.youtube,
      clock: t.clock,
      logger: createLogger('silent'),
    });
    expect((await jobs.refreshDueChannels()).refreshed).toBe(1);

    for (const client of [alice, bob]) {
      const [listed] = (await client.get(paths.channels)).body;
      expect(listed.subscriberCount).toBe(1_250_700);
    }
    expect(channel.id).toBeGreaterThan(0);
  });

  it('shows a cycle ending on the next read, though nothing was written', async () => {
    await connect(alice);
    const before = await alice.get(paths.channels);
    expect(before.body[0].cycles).toEqual({ total: 1, completed: 0 });
    const statsBefore = dashboardStatsSchema.parse((await alice.get(paths.dashboardStats)).body);

    t.clock.advance(7 * DAY + MINUTE);
    const after = await rawGet(`${t.url}${paths.channels}`, alice, {
      'if-none-match': before.headers.get('etag')!,
    });
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString())[0].cycles).toEqual({ total: 1, completed: 1 });
    expect(dashboardStatsSchema.parse((await alice.get(paths.dashboardStats)).body)).not.toEqual(statsBefore);
  });

  describe('a poll answered from what was kept, once the session is remembered', () => {
    /** Headers that differ from one answer to the next whoever sends it. */
    const comparable = (headers: Record<string, string | string[] | undefined>) => {
      const { date: _date, 'x-request-id': _id, ...rest } = headers;
      return rest;
    };
    /** A poll as a browser's cache revalidates it, with the ETag of the list. */
    const poll = (client: TestClient, etag: string, headers: Record<string, string> = {}) =>
      rawGet(`${t.url}${paths.channels}`, client, { 'if-none-match': etag, ...headers });

    it('sends the same headers and bytes as the first answers: 200, 304, Brotli', async () => {
      await connect(alice);
      // The first read and poll go through the whole chain: the session is not remembered yet.
      const firstRead = await rawGet(`${t.url}${paths.channels}`, alice);
      const etag = firstRead.headers.etag as string;
      const firstPoll = await poll(alice, etag);
      const firstBrotli = await rawGet(`${t.url}${paths.channels}`, alice, { 'accept-encoding': 'br' });
      expect(firstPoll.status).toBe(304);
      for (let n = 0; n < 3; n += 1) expect((await poll(alice, etag)).status).toBe(304);

      const read = await rawGet(`${t.url}${paths.channels}`, alice);
      const polled = await poll(alice, etag, { 'x-request-id': 'report-42' });
      const brotli = await rawGet(`${t.url}${paths.channels}`, alice, { 'accept-encoding': 'br' });

      expect(read.status).toBe(200);
      expect(comparable(read.headers)).toEqual(comparable(firstRead.headers));
      expect(read.body).toEqual(firstRead.body);
      expect(polled.status).toBe(304);
      expect(polled.body.length).toBe(0);
      expect(comparable(polled.headers)).toEqual(comparable(firstPoll.headers));
      expect(polled.headers['x-request-id']).toBe('report-42');
      expect(polled.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none';sandbox",
      );
      expect(polled.headers['content-type']).toBeUndefined();
      expect(comparable(brotli.headers)).toEqual(comparable(firstBrotli.headers));
      expect(brotli.body).toEqual(firstBrotli.body);
    });

    it('refuses a forged signature, a signed-out session and one past its lifetime as before: 401', async () => {
      await connect(alice);
      const etag = (await rawGet(`${t.url}${paths.channels}`, alice)).headers.etag as string;
      for (let n = 0; n < 3; n += 1) expect((await poll(alice, etag)).status).toBe(304);

      const forger = t.client();
      forger.cookies.set(SESSION_COOKIE, alice.cookies.get(SESSION_COOKIE)!);
      forger.cookies.set(`${SESSION_COOKIE}.sig`, 'forged-signature');
      const forged = await poll(forger, etag);
      expect(forged.status).toBe(401);
      expect(JSON.parse(forged.body.toString())).toEqual({ message: expect.any(String) as string });
      expect((await poll(t.client(), etag)).status).toBe(401);

      // Another tab signs out: the remembered session answers no more.
      const otherTab = t.client();
      for (const [name, value] of alice.cookies) otherTab.cookies.set(name, value);
      const bob = t.client();
      await signUp(bob, 'kept_bob');
      await connect(bob);
      const bobEtag = (await rawGet(`${t.url}${paths.channels}`, bob)).headers.etag as string;
      for (let n = 0; n < 3; n += 1) expect((await poll(bob, bobEtag)).status).toBe(304);
      expect((await otherTab.post(paths.logout)).status).toBe(200);
      expect((await poll(alice, etag)).status).toBe(401);

      // Past the absolute lifetime: 401, and the cookie cleared as the chain clears it.
      t.clock.advance(SESSION_ABSOLUTE_MS);
      const aged = await poll(bob, bobEtag);
      expect(aged.status).toBe(401);
      expect(String(aged.headers['set-cookie'])).toMatch(
        new RegExp(`${SESSION_COOKIE}=;.*expires=Thu, 01 Jan 1970`, 'i'),
      );
    });
  });

  it('ends a signed-out session at once, though its reads were remembered', async () => {
    await connect(alice);
    expect((await alice.get(paths.channels)).status).toBe(200);
    const cookies = new Map(alice.cookies);
    expect((await alice.post(paths.logout)).status).toBe(200);
    const stolen = t.client();
    for (const [name, value] of cookies) stolen.cookies.set(name, value);
    expect((await stolen.get(paths.channels)).status).toBe(401);
  });
});

/**
 * Two server instances with caches of their own (each its own database pool, as two processes would have)
 * share the users' versions through Redis: a change made through one, or by a worker's scheduled refresh,
 * is never hidden by the other's cache.
 */
describe.runIf(databases.includes('postgres') && redisAnswers)(
  'polled reads across two instances on Redis',
  () => {
    let database: TestDatabase;
    let fake: FakeYouTube;
    const clock = new ManualClock(Date.UTC(2026, 10, 1, 12));
    const pools: Db[] = [];
    const redises: Redis[] = [];
    const servers: Array<{ app: ReturnType<typeof createApp>; server: Server; url: string }> = [];
    const prefix = `cc-test:polled:${randomUUID()}:`;
    let config: ReturnType<typeof loadConfig>;

    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      fake = await startFakeYouTube({ clock });
      config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.url,
        REDIS_URL: REDIS_TEST_URL,
        SESSION_SECRET: 'polled-reads-shared-secret-polled-reads-shared',
        YOUTUBE_API_KEY: 'test-api-key',
        YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
        YOUTUBE_WEB_BASE_URL: fake.webBaseUrl,
      });
      for (let i = 0; i < 2; i += 1) {
        const db = createDb(config);
        pools.push(db);
        const redis = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 1 });
        redises.push(redis);
        const app = createApp({
          db,
          youtube: createChannelProvider(config, clock),
          clock,
          config,
          rateLimiters: createRateLimiters({ redis, keyPrefix: prefix }),
        });
        const server: Server = await new Promise((resolve) => {
          const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
        });
        servers.push({ app, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
      }
    });
    afterAll(async () => {
      for (const { app, server } of servers) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await closeApp(app);
      }
      for (const redis of redises) redis.disconnect();
      for (const db of pools) await db.destroy();
      await fake.close();
      await database.drop();
    });

    /** One browser whose requests a load balancer sends to either instance. */
    const browserOn = (index: number, cookies: Map<string, string>) => {
      const client = new TestClient(servers[index]!.url);
      for (const [name, value] of cookies) client.cookies.set(name, value);
      return client;
    };

    it('never answers from one instance what a write through the other or a worker changed', async () => {
      const a = new TestClient(servers[0]!.url);
      await signUp(a, `polled_${randomUUID().slice(0, 8)}`);
      const connected = await a.post(paths.channels, { channelId: FAKE_CREATOR.id });
      expect(connected.status).toBe(201);
      expect((await a.get(paths.channels)).body[0].notes).toEqual([]);

      const b = browserOn(1, a.cookies);
      expect(
        (await b.post(paths.channelNotes(connected.body.id), { content: 'written on B', color: 'blue' }))
          .status,
      ).toBe(201);
      expect(
        (await a.get(paths.channels)).body[0].notes.map((note: { content: string }) => note.content),
      ).toEqual(['written on B']);

      // A worker process: a pool of its own, the versions in Redis.
      const workerDb = createDb(config);
      const workerRedis = new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 1 });
      try {
        fake.grow(FAKE_CREATOR.id, { subscribersPerDay: 2400 });
        clock.advance(7 * HOUR);
        const jobs = channelJobsFor({
          config,
          db: workerDb,
          versions: userVersionsFor(workerRedis, config.redisKeyPrefix),
          youtube: createChannelProvider(config, clock),
          clock,
          logger: createLogger('silent'),
        });
        expect((await jobs.refreshDueChannels()).refreshed).toBe(1);
      } finally {
        workerRedis.disconnect();
        await workerDb.destroy();
      }
      for (const client of [a, browserOn(1, a.cookies)]) {
        expect((await client.get(paths.channels)).body[0].subscriberCount).toBe(1_250_700);
      }

      // Signing out on B ends the session that A remembered.
      const stolen = new Map(a.cookies);
      expect((await browserOn(1, a.cookies).post(paths.logout)).status).toBe(200);
      expect((await browserOn(0, stolen).get(paths.channels)).status).toBe(401);
    });
  },
);
