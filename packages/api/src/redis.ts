import { Redis } from 'ioredis';
import { secondsSince, type Metrics } from './observability/metrics.js';

export interface RedisClientOptions {
  /**
   * For a BullMQ worker: commands wait while Redis is away (BullMQ's blocking reads require
   * `maxRetriesPerRequest: null`) and reconnects back off, instead of failing fast. Default: fail fast.
   */
  waitWhileAway?: boolean;
  /** Count this client's commands and time their answers, under the name `client` (app, scheduler, imports). */
  metrics?: { metrics: Metrics; client: string };
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
export function createRedis(url: string, { waitWhileAway = false, metrics }: RedisClientOptions = {}): Redis {
  const redis = waitWhileAway
    ? new Redis(url, { lazyConnect: true, maxRetriesPerRequest: null })
    : new Redis(url, {
        lazyConnect: true,
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        retryStrategy: () => 100,
        commandTimeout: COMMAND_TIMEOUT_MS,
      });
  if (metrics?.metrics.enabled) countCommands(redis, metrics.metrics, metrics.client);
  return redis;
}

/** The job queues' blocking reads wait for work, not for Redis: counted, never timed. */
const BLOCKING = new Set(['blpop', 'brpop', 'brpoplpush', 'blmove', 'bzpopmin', 'bzpopmax', 'xread']);

/**
 * Counts each command of this one client (pipelined ones included) as it is answered or fails: ioredis has
 * no event per command, so this client's own sendCommand reports to `metrics`.
 */
export function countCommands(redis: Redis, metrics: Metrics, client: string): void {
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command: Parameters<Redis['sendCommand']>[0], ...rest: unknown[]) => {
    const started = performance.now();
    const timed = !BLOCKING.has(command.name);
    command.promise.then(
      () => metrics.redisCommand(client, 'ok', timed ? secondsSince(started) : undefined),
      () => metrics.redisCommand(client, 'error'),
    );
    return (send as (...args: unknown[]) => unknown)(command, ...rest);
  }) as Redis['sendCommand'];
}
