import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import { Redis } from 'ioredis';
import createSession from 'koa-session';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';

export const SESSION_COOKIE = 'cc.sid';
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** What we keep in a session. */
export interface SessionData {
  userId?: number;
}

interface KoaSession extends SessionData {
  regenerate(): Promise<void>;
}

/** koa-session's session object on the context (null once destroyed). */
export function getSession(ctx: Koa.Context): KoaSession | null {
  return (ctx as unknown as { session: KoaSession | null }).session;
}

export function destroySession(ctx: Koa.Context): void {
  (ctx as unknown as { session: KoaSession | null }).session = null;
}

/** User rows read with the session, per request context (see databaseSessionStore.get). */
const preloadedUserRows = new WeakMap<object, Record<string, unknown>>();

/** The user row the session store read for this request, if any (taken once). */
export function takePreloadedUserRow(ctx: object): Record<string, unknown> | undefined {
  const row = preloadedUserRows.get(ctx);
  preloadedUserRows.delete(ctx);
  return row;
}

/**
 * The session store: one row per session in the `sessions` table. user_id is copied out of the data so
 * deleting or deactivating a user can drop all of its sessions in one statement.
 */
export function databaseSessionStore(db: Db) {
  return {
    /**
     * Reads the session together with its user in one query (every signed-in request needs both), and
     * leaves the user row for loadUser, which then needs no query of its own.
     */
    async get(key: string, _maxAge?: unknown, options?: { ctx?: object }) {
      const row = await db('sessions')
        .leftJoin('users', 'users.id', 'sessions.user_id')
        .where('sessions.id', key)
        .where('sessions.expires_at', '>', Date.now())
        .first('sessions.data', 'users.*');
      if (!row) return undefined;
      const { data, ...userRow } = row as { data: string; id: number | null };
      if (options?.ctx && userRow.id !== null) preloadedUserRows.set(options.ctx, userRow);
      try {
        return JSON.parse(data) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    },
    async set(key: string, session: Record<string, unknown> & SessionData, maxAge: number) {
      const ttl = typeof maxAge === 'number' && Number.isFinite(maxAge) ? maxAge : SESSION_MAX_AGE_MS;
      const row = {
        id: key,
        user_id: typeof session.userId === 'number' ? session.userId : null,
        data: JSON.stringify(session),
        expires_at: Date.now() + ttl,
      };
      await db('sessions').insert(row).onConflict('id').merge(['user_id', 'data', 'expires_at']);
    },
    async destroy(key: string) {
      await db('sessions').where({ id: key }).delete();
    },
  };
}

const REDIS_SESSION_PREFIX = 'cc:session:';

/**
 * The session store when REDIS_URL is set, shared by several server instances; each session expires with
 * its cookie. A deactivated or deleted user's Redis sessions are refused by loadUser on their next request
 * (it checks the user on every request) rather than deleted up front.
 */
export function redisSessionStore(redis: Redis) {
  return {
    async get(key: string) {
      const data = await redis.get(REDIS_SESSION_PREFIX + key);
      if (!data) return undefined;
      try {
        return JSON.parse(data) as Record<string, unknown>;
      } catch {
        return undefined;
      }
    },
    async set(key: string, session: Record<string, unknown>, maxAge: number) {
      const ttl = typeof maxAge === 'number' && Number.isFinite(maxAge) ? maxAge : SESSION_MAX_AGE_MS;
      await redis.set(REDIS_SESSION_PREFIX + key, JSON.stringify(session), 'PX', ttl);
    },
    async destroy(key: string) {
      await redis.del(REDIS_SESSION_PREFIX + key);
    },
  };
}

/**
 * The database table, or Redis when REDIS_URL is set: the app's client when given (so shutdown can close
 * it), else one of its own that connects on first use.
 */
export function sessionStoreFor(db: Db, config: Pick<Config, 'redisUrl'>, redis?: Redis) {
  if (!config.redisUrl) return databaseSessionStore(db);
  return redisSessionStore(
    redis ?? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }),
  );
}

/** Signed, httpOnly, SameSite=Lax session cookie; `secure` in production; data in the database or Redis. */
export function sessionMiddleware(
  app: Koa,
  db: Db,
  config: Pick<Config, 'isProduction' | 'redisUrl'>,
  redis?: Redis,
) {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      secure: config.isProduction,
      rolling: false,
      renew: true,
      genid: () => randomBytes(32).toString('base64url'),
      store: sessionStoreFor(db, config, redis),
    },
    app,
  );
}

/** Drops every session of a user (sign-out everywhere, deactivation, deletion). */
export async function destroyUserSessions(db: Db, userId: number): Promise<void> {
  await db('sessions').where({ user_id: userId }).delete();
}
