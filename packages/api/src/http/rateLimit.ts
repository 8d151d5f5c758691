import { paths } from '@channel-countdown/contract';
import { Redis } from 'ioredis';
import type { Middleware, ParameterizedContext } from 'koa';
import { HttpError } from './HttpError.js';

/**
 * Failed sign-in limiting (fixed window): at most `max` failures per key per window. The key is the
 * username and the client IP, so one attacker cannot lock a user out from everywhere and one IP cannot try
 * many passwords for a user. The count lives in memory for a single instance, or in Redis when REDIS_URL is
 * set so every instance behind a load balancer shares it.
 */

export interface WindowCount {
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  msBeforeReset: number;
}

export interface RateLimitStore {
  /** Adds one to the key's count, starting a window of `windowMs` if none runs. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's current count, or null when no window runs. */
  get(key: string): Promise<WindowCount | null>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    this.pruneExpired(now);
    const current = this.windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return { count: window.count, msBeforeReset: window.resetAt - now };
  }

  async get(key: string): Promise<WindowCount | null> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return null;
    return { count: window.count, msBeforeReset: window.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** Drops ended windows once the map grows, so a flood of distinct keys cannot grow memory forever. */
  private pruneExpired(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** INCR and the first PEXPIRE in one atomic step, so two instances never both start a window. */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'cc:ratelimit:',
  ) {}

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(
      INCREMENT_SCRIPT,
      1,
      this.prefix + key,
      String(windowMs),
    )) as [number, number];
    return { count, msBeforeReset: ttl };
  }

  async get(key: string): Promise<WindowCount | null> {
    const fullKey = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(fullKey), this.redis.pttl(fullKey)]);
    if (count === null || ttl <= 0) return null;
    return { count: Number(count), msBeforeReset: ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

export class TooManyAttemptsError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many failed sign-in attempts. Please try again later.');
    this.name = 'TooManyAttemptsError';
  }
}

export interface FailureLimiterOptions {
  store: RateLimitStore;
  /** Failures allowed per window; the next attempt is refused. @default 10 */
  max?: number;
  /** @default 15 minutes */
  windowMs?: number;
}

export interface FailureLimiter {
  /** Throws TooManyAttemptsError when the key has used up its failures; call before checking credentials. */
  assertAllowed(key: string): Promise<void>;
  recordFailure(key: string): Promise<void>;
  /** A successful sign-in clears the key's failures. */
  reset(key: string): Promise<void>;
}

export const SIGN_IN_FAILURES_MAX = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export function createFailureLimiter(options: FailureLimiterOptions): FailureLimiter {
  const { store, max = SIGN_IN_FAILURES_MAX, windowMs = SIGN_IN_WINDOW_MS } = options;
  return {
    async assertAllowed(key) {
      const window = await store.get(key);
      if (window && window.count >= max) {
        throw new TooManyAttemptsError(Math.max(1, Math.ceil(window.msBeforeReset / 1000)));
      }
    },
    async recordFailure(key) {
      await store.increment(key, windowMs);
    },
    reset: (key) => store.reset(key),
  };
}

/** The limiter key of a sign-in attempt: the username as the server compares it, and the client IP. */
export function signInKey(kind: 'login' | 'firebase', username: string, ip: string): string {
  return `${kind}:${username.trim().toLowerCase()}:${ip}`;
}

/**
 * Wraps a sign-in handler: refuses with 429 and Retry-After once the attempt's key has used up its
 * failures, counts a 401 answer as a failure, and clears the count on success. `keyOf` returns null for
 * requests it does not limit.
 */
export function limitFailedSignIns(
  limiter: FailureLimiter,
  keyOf: (ctx: ParameterizedContext) => string | null,
): Middleware {
  return async (ctx, next) => {
    const key = keyOf(ctx);
    if (key === null) return next();
    try {
      await limiter.assertAllowed(key);
    } catch (error) {
      if (!(error instanceof TooManyAttemptsError)) throw error;
      ctx.set('Retry-After', String(error.retryAfterSeconds));
      throw new HttpError(429, error.message);
    }
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError && error.status === 401) await limiter.recordFailure(key);
      throw error;
    }
    if (ctx.status >= 200 && ctx.status < 300) await limiter.reset(key);
  };
}

/** POST /api/login attempts, keyed by the username tried and the client IP. */
export function loginAttemptKey(ctx: ParameterizedContext): string | null {
  if (ctx.method !== 'POST' || ctx.path !== paths.login) return null;
  const username = (ctx.request as { body?: { username?: unknown } }).body?.username;
  return typeof username === 'string' ? signInKey('login', username, ctx.ip) : null;
}

/**
 * The store REDIS_URL selects: Redis, shared by every instance, or this process's memory. The Redis client
 * connects on first use and lives as long as the process.
 */
export function defaultRateLimitStore(
  redisUrl: string | undefined,
  now: () => number = Date.now,
): RateLimitStore {
  if (!redisUrl) return new MemoryRateLimitStore(now);
  return new RedisRateLimitStore(new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }));
}
