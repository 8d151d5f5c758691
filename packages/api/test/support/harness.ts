import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeApp, createApp } from '../../src/app.js';
import { userVersionsFor, type UserVersions } from '../../src/cache/userVersions.js';
import { ManualClock } from '../../src/clock.js';
import { loadConfig, type Config } from '../../src/config.js';
import {
  createRateLimiters,
  RATE_LIMITS,
  type LimitName,
  type RateLimiters,
} from '../../src/http/rateLimit.js';
import { pageInlineScripts, serveSpa, type SpaOptions } from '../../src/http/spa.js';
import { createHttpServer } from '../../src/http/serverTimeouts.js';
import { createChannelProvider, createQuotaMeter, type ChannelProvider } from '../../src/youtube/index.js';
import type { Logger } from '../../src/logger.js';
import { createRedis } from '../../src/redis.js';
import { createMetrics, metricsOff, type Metrics } from '../../src/observability/metrics.js';
import { startFakeJwks, type FakeJwks } from '../fakes/jwks.js';
import { startFakeYouTube, type FakeYouTube } from '../fakes/youtube.js';
import { TestClient } from './client.js';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases.js';
import { signUp } from './factories.js';

export interface TestApp {
  database: TestDatabase;
  db: TestDatabase['db'];
  clock: ManualClock;
  config: Config;
  youtube: ChannelProvider;
  /** The app's user versions, which the jobs a test runs beside it share, as the server's scheduler does. */
  versions: UserVersions;
  /** The app's metrics (on when the test's env sets METRICS_TOKEN), shared with its YouTube provider. */
  metrics: Metrics;
  fake: FakeYouTube;
  url: string;
  /** A browser; `headers` go with each of its requests. */
  client(headers?: Record<string, string>): TestClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Use the Data API provider (any key: the fake accepts it) instead of the keyless one. */
  apiKey?: string;
  env?: Record<string, string>;
  youtubeTimeoutMs?: number;
  /** Keep the production request limits (tests about limits); other tests get limits they never reach. */
  realLimits?: boolean;
  /** Also serve a built host from this folder, after the API, as server.ts does. */
  spa?: { root: string } & SpaOptions;
  /** Where the app logs (tests that read what is logged). */
  logger?: Logger;
  /**
   * Sign up the first account, FIRST_ADMIN (the first account is the administrator), so the accounts a
   * test signs up are ordinary users.
   */
  firstAdmin?: boolean;
}

/** The username of the administrator `firstAdmin` signs up (with the factories' DEFAULT_PASSWORD). */
export const FIRST_ADMIN = 'first_admin';

/** Limits no ordinary test reaches: many sign-ups and lookups from 127.0.0.1 in one test file. */
const UNREACHED_LIMITS = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((name) => [name, { points: 100_000, durationSeconds: 60 }]),
) as Record<LimitName, { points: number; durationSeconds: number }>;

/** A listening app; close() ends its connections, then the app. */
export interface ServedApp {
  url: string;
  close(): Promise<void>;
}

/** Serves the app on a free loopback port. */
async function serve(app: ReturnType<typeof createApp>, timeouts: Config['http']): Promise<ServedApp> {
  const server: Server = await new Promise((resolve) => {
    const listening = createHttpServer(app.callback(), timeouts).listen(0, '127.0.0.1', () =>
      resolve(listening),
    );
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeApp(app);
    },
  };
}

/**
 * One more server on the test app's database, YouTube and clock with request limits of its own (on a
 * Redis shared with another such server: two instances behind one load balancer).
 */
export function startInstance(t: TestApp, rateLimiters: RateLimiters): Promise<ServedApp> {
  const { db, youtube, clock, config } = t;
  return serve(createApp({ db, youtube, clock, config, rateLimiters }), config.http);
}

/**
 * Another process on the test app's database (or `db`, another pool on the same data), clock, config and
 * fake YouTube, with a YouTube provider of its own (its own in-process lookup cache), as a second instance
 * or the server after a restart has.
 */
export function startProcess(t: TestApp, db: TestApp['db'] = t.db): Promise<ServedApp> {
  const { clock, config } = t;
  const youtube = createChannelProvider(config, clock, {
    timeoutMs: 2000,
    quota: createQuotaMeter(db, clock, config.youtube.dailyQuota),
  });
  const rateLimiters = createRateLimiters({ limits: UNREACHED_LIMITS });
  return serve(createApp({ db, youtube, clock, config, rateLimiters }), config.http);
}

/** createApp on a fresh database, a manual clock and the fake YouTube, listening on a free port. */
export async function startTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const clock = new ManualClock(Date.UTC(2026, 10, 1, 12));
  const fake = await startFakeYouTube({ clock });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    YOUTUBE_API_BASE_URL: fake.apiBaseUrl,
    YOUTUBE_WEB_BASE_URL: fake.webBaseUrl,
    ...(options.apiKey ? { YOUTUBE_API_KEY: options.apiKey } : {}),
    ...options.env,
  });
  // As server.ts: one Metrics for the app and its YouTube provider, with METRICS_TOKEN.
  const metrics = config.metrics ? createMetrics({ role: 'server' }) : metricsOff;
  const youtube = createChannelProvider(config, clock, {
    timeoutMs: options.youtubeTimeoutMs ?? 2000,
    quota: createQuotaMeter(database.db, clock, config.youtube.dailyQuota, config.youtube.userDailyUnits),
    metrics,
  });
  // As server.ts: one Redis client (with REDIS_URL) for the app and the versions it shares with the jobs.
  const redis = config.redisUrl
    ? createRedis(config.redisUrl, { metrics: { metrics, client: 'app' } })
    : undefined;
  const versions = userVersionsFor(redis, config.redisKeyPrefix);
  const app = createApp({
    db: database.db,
    youtube,
    clock,
    config,
    redis,
    versions,
    metrics,
    rateLimiters: options.realLimits ? undefined : createRateLimiters({ limits: UNREACHED_LIMITS }),
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.spa ? { pageScripts: pageInlineScripts(options.spa.root) } : {}),
  });
  if (options.spa) app.use(serveSpa(options.spa.root, { metrics, ...options.spa }));
  const served = await serve(app, config.http);
  const { url } = served;
  if (options.firstAdmin) await signUp(new TestClient(url), FIRST_ADMIN);
  return {
    database,
    db: database.db,
    clock,
    config,
    youtube,
    versions,
    metrics,
    fake,
    url,
    client: (headers) => new TestClient(url, headers),
    async close() {
      await served.close();
      await redis?.quit();
      await fake.close();
      await database.drop();
    },
  };
}

/** A test app that also signs in with Google: a fake key set named `keySet`, and the app set up to trust it. */
export interface GoogleTestApp extends TestApp {
  jwks: FakeJwks;
}

export async function startGoogleTestApp(
  kind: DatabaseKind,
  keySet: string,
  options: TestAppOptions = {},
): Promise<GoogleTestApp> {
  const jwks = await startFakeJwks(keySet);
  const t = await startTestApp(kind, {
    ...options,
    env: { FIREBASE_PROJECT_ID: jwks.projectId, FIREBASE_JWKS_URL: jwks.url, ...options.env },
  });
  return {
    ...t,
    jwks,
    async close() {
      await t.close();
      await jwks.close();
    },
  };
}
