import type { Redis } from 'ioredis';
import type { Middleware, ParameterizedContext } from 'koa';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ZodError } from 'zod';
import { DomainError, TooManyAttemptsError } from '../errors.js';
import { statusOfDomainError } from './errors.js';

/**
 * Every request limit of the API, in one table (docs/security.md). Each is a fixed window of
 * `durationSeconds` holding `points` attempts per key, counted by rate-limiter-flexible in this process's
 * memory, or in Redis when REDIS_URL is set so every instance shares the count.
 */
export const RATE_LIMITS = {
  /** Failed password sign-ins per (username, client IP): a password guesser gets 10 tries a window. */
  signInFailuresPerUser: { points: 10, durationSeconds: 15 * 60 },
  /** Failed password sign-ins per client IP, whatever the username: stops password spraying. */
  signInFailuresPerIp: { points: 20, durationSeconds: 15 * 60 },
  /** Refused Google tokens per (client IP, the account the token names): one bad client behind a NAT locks out only itself. */
  googleFailures: { points: 10, durationSeconds: 15 * 60 },
  /** Sign-up attempts per client IP. */
  registrationsPerIp: { points: 10, durationSeconds: 60 * 60 },
  /** Channel lookups (preview, connect, refresh) per user: each may cost YouTube quota. */
  lookupsPerUser: { points: 30, durationSeconds: 5 * 60 },
  /** Channel lookups per client IP, across the accounts signed in from it. */
  lookupsPerIp: { points: 60, durationSeconds: 5 * 60 },
  /** Requests per personal API token (docs/api.md); channel lookups also count on the limits above. */
  tokenRequests: { points: 120, durationSeconds: 60 },
  /** Reads of the secret feeds per client IP, found or not (docs/api.md, "Feeds"): a secret cannot be guessed in bulk. */
  feedReadsPerIp: { points: 120, durationSeconds: 60 },
} as const;

export type LimitName = keyof typeof RATE_LIMITS;
export type RateLimiters = Record<LimitName, RateLimiterAbstract>;
export type LimitRule = { points: number; durationSeconds: number };

export interface RateLimitersOptions {
  /** Shared counts for several instances; absent = this process's memory. */
  redis?: Redis;
  /** Redis key prefix (the app's: REDIS_KEY_PREFIX, then `:rl`). @default 'cc:rl' */
  keyPrefix?: string;
  /** Other numbers for some limits (tests that are not about limits). @default RATE_LIMITS */
  limits?: Partial<Record<LimitName, LimitRule>>;
}

export function createRateLimiters({
  redis,
  keyPrefix = 'cc:rl',
  limits = {},
}: RateLimitersOptions = {}): RateLimiters {
  const rules: Record<LimitName, LimitRule> = { ...RATE_LIMITS, ...limits };
  const entries = Object.entries(rules).map(([name, { points, durationSeconds }]) => {
    const options = { keyPrefix: `${keyPrefix}:${name}`, points, duration: durationSeconds };
    const limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis })
      : new RateLimiterMemory(options);
    return [name, limiter] as const;
  });
  return Object.fromEntries(entries) as unknown as RateLimiters;
}

/** One count that a request draws on: which limit, and whose. */
export interface Budget {
  limit: LimitName;
  key: string;
}

export interface AttemptPolicy {
  /** The budgets this request draws one point from; null or [] = not limited. */
  budgets(ctx: ParameterizedContext): Budget[] | null;
  /** Whether an answer with this status spends the reserved points; otherwise they are given back. */
  spends(status: number): boolean;
  /** Budgets whose count starts over after a 2xx answer (the right password forgets the wrong ones). */
  forgetOnSuccess?: LimitName[];
  /** The 429 message. */
  message: string;
}

/** The status a handler's outcome will be answered with (the error middleware maps thrown errors). */
function statusOf(error: unknown): number {
  if (error instanceof DomainError) return statusOfDomainError(error);
  if (error instanceof ZodError) return 400;
  return 500;
}

/**
 * Attempts count before they are evaluated: one point is reserved on each budget before the handler runs,
 * atomically in the store, so a burst of parallel requests can never evaluate more attempts than the
 * budget holds (the reserve-then-release form of rate-limiter-flexible's login recipe). Once the answer is
 * known, points the policy does not spend are given back. A refused request answers 429 with Retry-After.
 */
export function limitAttempts(limiters: RateLimiters, policy: AttemptPolicy): Middleware {
  return async (ctx, next) => {
    const budgets = policy.budgets(ctx) ?? [];
    if (budgets.length === 0) return next();
    const reserved = await Promise.allSettled(budgets.map(({ limit, key }) => limiters[limit].consume(key)));
    const failure = reserved.find((outcome) => outcome.status === 'rejected');
    if (failure) {
      // The budgets that did reserve a point for this refused request get it back.
      await giveBack(
        limiters,
        budgets.filter((_, index) => reserved[index]?.status === 'fulfilled'),
      );
      const refusal: unknown = (failure as PromiseRejectedResult).reason;
      if (!(refusal instanceof RateLimiterRes)) throw refusal; // the store is away: 503, not 429
      const waitMs = Math.max(
        ...reserved.map((outcome) =>
          outcome.status === 'rejected' && outcome.reason instanceof RateLimiterRes
            ? outcome.reason.msBeforeNext
            : 0,
        ),
      );
      throw new TooManyAttemptsError(policy.message, Math.max(1, Math.ceil(waitMs / 1000)));
    }
    let status: number;
    try {
      await next();
      status = ctx.status;
    } catch (error) {
      await settle(limiters, policy, budgets, statusOf(error));
      throw error;
    }
    await settle(limiters, policy, budgets, status);
  };
}

async function settle(limiters: RateLimiters, policy: AttemptPolicy, budgets: Budget[], status: number) {
  const succeeded = status >= 200 && status < 300;
  const forgotten = succeeded ? budgets.filter(({ limit }) => policy.forgetOnSuccess?.includes(limit)) : [];
  await Promise.all(forgotten.map(({ limit, key }) => limiters[limit].delete(key)));
  if (!policy.spends(status))
    await giveBack(
      limiters,
      budgets.filter((budget) => !forgotten.includes(budget)),
    );
}

async function giveBack(limiters: RateLimiters, budgets: Budget[]) {
  await Promise.all(budgets.map(({ limit, key }) => limiters[limit].reward(key, 1)));
}

/** A username as the server compares it (case-insensitive), so case does not open a second budget. */
export const usernameKey = (username: string) => username.trim().toLowerCase();
