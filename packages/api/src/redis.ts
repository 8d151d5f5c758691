import { Redis } from 'ioredis';

export interface RedisClientOptions {
  /**
   * For a BullMQ worker: commands wait while Redis is away (BullMQ's blocking reads require
   * `maxRetriesPerRequest: null`) and reconnects back off, instead of failing fast. Default: fail fast.
   */
  waitWhileAway?: boolean;
}

/** How long a request's Redis command may wait for its answer (a healthy Redis answers in well under 1 ms). */
export const COMMAND_TIMEOUT_MS = 500;

/**
 * Every Redis client of the server, the worker and the CLI is made here. It connects on first use.
 *
 * By default it fails fast while Redis is away: it gives up a connection attempt after a second, retries
 * every tenth of a second, and fails a command after one failed reconnect, so a request that needs Redis
 * answers 503 within about half a second instead of waiting out ioredis's growing back-off (seconds per
 * request), and a server whose Redis is away still starts. A Redis that accepts connections but does not
 * answer (hung, stopped, overloaded) fails each command after COMMAND_TIMEOUT_MS, also a 503. A worker's client (`waitWhileAway`) has
 * nothing to answer and waits instead, with ioredis's own back-off between reconnects.
 */
export function createRedis(url: string, { waitWhileAway = false }: RedisClientOptions = {}): Redis {
  return waitWhileAway
    ? new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null })
    : new Redis(url, {
        lazyConnect: true,
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        retryStrategy: () => 100,
        commandTimeout: COMMAND_TIMEOUT_MS,
      });
}
