import type { Redis } from 'ioredis';
import type { UserVersions } from '../cache/userVersions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import { createRedis } from '../redis.js';
import { SESSION_MAX_AGE_MS, type SessionData } from './policy.js';
import { rememberingSessionStore, type RememberingStore, type StoreRequest } from './rememberedReads.js';

/** What koa-session passes a store besides the key: the request's context. */
export interface StoreOptions {
  ctx?: StoreRequest;
}

/** Where the sessions' data is kept; koa-session's external store. */
export interface SessionStore {
  get(key: string, maxAge?: unknown, options?: StoreOptions): Promise<Record<string, unknown> | undefined>;
  set(key: string, session: Record<string, unknown> & SessionData, maxAge: number): Promise<void>;
  destroy(key: string): Promise<void>;
}

const ttlOf = (maxAge: number) =>
  typeof maxAge === 'number' && Number.isFinite(maxAge) ? maxAge : SESSION_MAX_AGE_MS;

/**
 * The session store: one row per session in the `sessions` table. user_id is copied out of the data so
 * deleting or deactivating a user can drop all of its sessions in one statement.
 */
export function databaseSessionStore(db: Db): SessionStore {
  return {
    /**
     * Reads the session together with its user in one query (every signed-in request needs both), and
     * leaves the user row in the request's state (preloadedUserRow) for loadUser, which then needs no
     * query of its own.
     */
    async get(key, _maxAge, options) {
      const row = await db('sessions')
        .leftJoin('users', 'users.id', 'sessions.user_id')
        .where('sessions.id', key)
        .where('sessions.expires_at', '>', Date.now())
        .first('sessions.data', 'users.*');
      if (!row) return undefined;
      const { data, ...userRow } = row as { data: string; id: number | null };
      if (options?.ctx && userRow.id !== null) options.ctx.state.preloadedUserRow = userRow;
      try {
        return JSON.parse(data) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    },
    async set(key, session, maxAge) {
      const row = {
        id: key,
        user_id: typeof session.userId === 'number' ? session.userId : null,
        data: JSON.stringify(session),
        expires_at: Date.now() + ttlOf(maxAge),
      };
      await db('sessions').insert(row).onConflict('id').merge(['user_id', 'data', 'expires_at']);
    },
    async destroy(key) {
      await db('sessions').where({ id: key }).delete();
    },
  };
}

/**
 * The session store when REDIS_URL is set, shared by several server instances, under the deployment's key
 * prefix (REDIS_KEY_PREFIX); each session expires with its cookie. A deactivated or deleted user's Redis
 * sessions are refused by loadUser on their next request (it checks the user on every request) rather than
 * deleted up front.
 */
export function redisSessionStore(redis: Redis, keyPrefix: string): SessionStore {
  const sessionKey = (key: string) => `${keyPrefix}:session:${key}`;
  return {
    async get(key) {
      const data = await redis.get(sessionKey(key));
      if (!data) return undefined;
      try {
        return JSON.parse(data) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    },
    async set(key, session, maxAge) {
      await redis.set(sessionKey(key), JSON.stringify(session), 'PX', ttlOf(maxAge));
    },
    async destroy(key) {
      await redis.del(sessionKey(key));
    },
  };
}

/**
 * The database table, or Redis when REDIS_URL is set (the app's client when given, so shutdown can close
 * it, else one of its own that connects on first use); remembered for reads at the users' versions either way.
 */
export function sessionStoreFor(deps: {
  db: Db;
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>;
  versions: UserVersions;
  redis?: Redis;
}): RememberingStore {
  const { db, config, versions, redis } = deps;
  const store = config.redisUrl
    ? redisSessionStore(redis ?? createRedis(config.redisUrl), config.redisKeyPrefix)
    : databaseSessionStore(db);
  return rememberingSessionStore(store, versions);
}
