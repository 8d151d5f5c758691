import type { Redis } from 'ioredis';
import type { UserVersions } from './cache/userVersions.js';
import type { PolledReads } from './http/cachedResponse.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/knex.js';
import type { RateLimiters } from './http/rateLimit.js';
import type { FirebaseTokenVerifier } from './identity/firebase.js';
import type { ImportRunner } from './jobs/importRunner.js';
import type { Logger } from './logger.js';
import type { Metrics } from './observability/metrics.js';
import type { ChannelProvider } from './youtube/index.js';

/** What createApp is given: the database, the outside services, the clock and the configuration. */
export interface AppDeps {
  db: Db;
  youtube: ChannelProvider;
  /** Firebase ID-token verifier; absent = built from FIREBASE_* (or Google sign-in not configured). */
  identity?: FirebaseTokenVerifier;
  /** Request limits (sign-ins, sign-ups, lookups); absent = Redis when REDIS_URL is set, else this process's memory. */
  rateLimiters?: RateLimiters;
  clock: Clock;
  config: Config;
  logger?: Logger;
  /** Where imports are connected; absent = BullMQ when REDIS_URL is set (a worker runs them), else this process. */
  imports?: ImportRunner;
  /**
   * The Redis client for sessions, request limits and user versions; absent = one opened from REDIS_URL
   * (closeApp closes it). The caller owns one it passes.
   */
  redis?: Redis;
  /**
   * The users' data versions (cache/userVersions.ts), shared with whatever else changes users' data in this
   * process (the in-process scheduler); absent = through the app's Redis client, else this app's memory.
   */
  versions?: UserVersions;
  /**
   * This process's metrics (observability/metrics.ts), shared with its scheduler, YouTube provider and page
   * renderer; absent = made here when METRICS_TOKEN is set, else off.
   */
  metrics?: Metrics;
  /** Whether the server's page renderer loaded, for /readyz; absent for an app that draws no pages. */
  renderer?: 'loaded' | 'absent';
  /** The scripts written into the app's pages (http/spa.ts, pageInlineScripts), which their policy allows. */
  pageScripts?: readonly string[];
}

/** What the routers get: the app's dependencies and the Redis client createApp opened, if any. */
export interface RouterDeps extends AppDeps {
  rateLimiters: RateLimiters;
  versions: UserVersions;
  /** The signed-in user's polled reads, cached per data version (http/cachedResponse.ts). */
  polledReads: PolledReads;
  imports: ImportRunner;
  metrics: Metrics;
}
