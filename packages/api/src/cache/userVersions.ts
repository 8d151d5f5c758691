import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';

/**
 * The version of each user's data: an opaque token that changes whenever something the user's polled reads
 * show may have changed (their own writes, a scheduled refresh of a channel they track, their sessions
 * ended). Cached responses and sessions are kept per version, so staleness is known, not guessed.
 */
export interface UserVersions {
  get(userId: number): Promise<string>;
  bump(userIds: Iterable<number>): Promise<void>;
}

/** One process: a counter per user, under a token of this process so two processes never agree by chance. */
export function memoryUserVersions(): UserVersions {
  const process = randomUUID();
  const versions = new Map<number, number>();
  return {
    async get(userId) {
      return `${process}:${versions.get(userId) ?? 0}`;
    },
    async bump(userIds) {
      for (const id of userIds) versions.set(id, (versions.get(id) ?? 0) + 1);
    },
  };
}

const VERSION_TTL_SECONDS = 7 * 24 * 60 * 60;
/**
 * Shared by every instance and worker through Redis, under the deployment's key prefix (REDIS_KEY_PREFIX). A
 * version is a random token rather than a counter, so a key that expired or was lost with a Redis restart
 * comes back as a token nobody cached under.
 */
export function redisUserVersions(redis: Redis, keyPrefix: string): UserVersions {
  const versionKey = (userId: number) => `${keyPrefix}:user-version:${userId}`;
  return {
    async get(userId) {
      const key = versionKey(userId);
      const current = await redis.get(key);
      if (current) return current;
      await redis.set(key, randomUUID(), 'EX', VERSION_TTL_SECONDS, 'NX');
      return (await redis.get(key)) ?? randomUUID();
    },
    async bump(userIds) {
      const pipeline = redis.pipeline();
      for (const id of new Set(userIds))
        pipeline.set(versionKey(id), randomUUID(), 'EX', VERSION_TTL_SECONDS);
      await pipeline.exec();
    },
  };
}

/** A typed field of a request's state: each user's version as the request first read it. */
export interface VersionReads {
  userVersionReads?: Map<number, Promise<string>>;
}

/**
 * The user's version as `request` first read it. A request's reads (its session, its user, its cached
 * answer) each need a version read before the data they read, and the first read of the request is older
 * than all of them; so a poll asks Redis once instead of once per read.
 */
export function versionForRequest(
  versions: UserVersions,
  request: { state: VersionReads },
  userId: number,
): Promise<string> {
  const read = (request.state.userVersionReads ??= new Map());
  let version = read.get(userId);
  if (!version) read.set(userId, (version = versions.get(userId)));
  return version;
}

/**
 * The versions every process on the same data agrees on: through Redis when there is one (every instance
 * and worker), else this process's memory (the app and the in-process scheduler, given the same set).
 */
export function userVersionsFor(redis: Redis | undefined, keyPrefix: string): UserVersions {
  return redis ? redisUserVersions(redis, keyPrefix) : memoryUserVersions();
}

/**
 * Bumps users' versions for a change made through `db`. Inside a transaction the versions move now and
 * again once it commits: a read between the two could remember the rows as they were before the commit.
 */
export async function userDataChanged(
  versions: UserVersions,
  db: Db | Knex.Transaction,
  userIds: number[],
): Promise<void> {
  await versions.bump(userIds);
  if (db.isTransaction) {
    void (db as Knex.Transaction).executionPromise.then(
      () => versions.bump(userIds),
      () => undefined,
    );
  }
}
