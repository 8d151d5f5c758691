import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Redis } from 'ioredis';
import createSession from 'koa-session';
import { LRUCache } from 'lru-cache';
import {
  userDataChanged,
  userVersionsOf,
  versionForRequest,
  type UserVersions,
} from '../cache/userVersions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import { createRedis } from '../redis.js';

export const SESSION_COOKIE = 'cc.sid';
/**
 * Idle lifetime: a session not used for 30 days ends (koa-session renews it on a request once half of it
 * has passed, so an active user keeps it).
 */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** Absolute lifetime: 90 days after signing in, the user signs in again however active the session was. */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
const SESSION_MAX_AGE_MS = SESSION_IDLE_MS;

/** What we keep in a session. */
export interface SessionData {
  userId?: number;
  /** The user's session generation at sign-in; ending all of a user's sessions moves the user's on. */
  generation?: number;
  /** Epoch ms of the sign-in, for the absolute lifetime. */
  signedInAt?: number;
}

/**
 * Whether a session may still act for its user: the user exists and is active, no "end every session"
 * happened since it was made (password reset, deactivation: in every store, Redis included), and it is
 * younger than the absolute lifetime. Sessions made before generations existed count as generation 0.
 */
export function sessionIsValid(
  session: SessionData,
  user: { isActive: boolean; sessionGeneration: number },
  now: Date,
): boolean {
  if (!user.isActive) return false;
  if ((session.generation ?? 0) !== user.sessionGeneration) return false;
  return session.signedInAt === undefined || now.getTime() - session.signedInAt < SESSION_ABSOLUTE_MS;
}

interface KoaSession extends SessionData {
  regenerate(): Promise<void>;
}

/** A read answered from a remembered session (sessionMiddleware): its cookie's key, its data, whether it ended. */
interface RememberedRead {
  key: string;
  data: Readonly<SessionData>;
  ended: boolean;
}

const rememberedReads = new WeakMap<object, RememberedRead>();

/** The context as koa-session extends it: its `session` (null once destroyed). */
const withKoaSession = (ctx: Koa.Context) => ctx as unknown as { session: KoaSession | null };

/** What the request's session says (null once destroyed); see writableSession to change it. */
export function getSession(ctx: Koa.Context): Readonly<SessionData> | null {
  const read = rememberedReads.get(ctx);
  if (read) return read.ended ? null : read.data;
  return withKoaSession(ctx).session;
}

/** koa-session's session object, to sign in on; a read answered from a remembered session has none. */
export function writableSession(ctx: Koa.Context): KoaSession {
  const session = rememberedReads.has(ctx) ? null : withKoaSession(ctx).session;
  if (!session) throw new Error('no writable session on this request');
  return session;
}

export function destroySession(ctx: Koa.Context): void {
  const read = rememberedReads.get(ctx);
  if (read) read.ended = true;
  else withKoaSession(ctx).session = null;
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

type SessionStore = ReturnType<typeof databaseSessionStore>;

/** A store that can also tell a read the session it remembers at the user's current version, if any. */
type RememberingStore = SessionStore & {
  remembered(key: string, request: object): Promise<Readonly<SessionData> | undefined>;
};

/**
 * How long a remembered session or user may answer reads; bounds what a change from a process that cannot
 * move the server's versions (the CLI without Redis) takes to be seen.
 */
export const REMEMBERED_SESSION_MS = 10 * 1000;

const isRead = (ctx: unknown) => {
  const method = (ctx as { method?: string } | undefined)?.method;
  return method === 'GET' || method === 'HEAD';
};

/**
 * Remembers sessions for reads, so a poll needs no round trip to the store: a remembered session answers
 * while its user's data version (cache/userVersions.ts) is the one it was read at, which every write of
 * the user (signing out included), every ending of the user's sessions and every deactivation moves on.
 * Writes always read the store.
 */
export function rememberingSessionStore(store: SessionStore, versions: UserVersions): RememberingStore {
  // Per session: its user, and once read after that user's version, its data at that version.
  const remembered = new LRUCache<
    string,
    { userId: number; data?: Readonly<Record<string, unknown>>; version?: string }
  >({
    max: 10_000,
    ttl: REMEMBERED_SESSION_MS,
  });
  const atCurrentVersion = async (key: string, request: object) => {
    const known = remembered.get(key);
    // The version is read before the store, so data read after a change is never kept as current before it.
    const version = known ? await versionForRequest(versions, request, known.userId) : undefined;
    return { known, version, data: known?.version === version ? known?.data : undefined };
  };
  return {
    async remembered(key, request) {
      return (await atCurrentVersion(key, request)).data;
    },
    async get(key, maxAge, options) {
      const request = options?.ctx;
      if (!request || !isRead(request)) return store.get(key, maxAge, options);
      const { known, version, data: current } = await atCurrentVersion(key, request);
      if (current) return { ...current };
      const data = await store.get(key, maxAge, options);
      const userId = data?.userId;
      if (typeof userId !== 'number') remembered.delete(key);
      else if (known?.userId === userId)
        remembered.set(key, { userId, data: Object.freeze({ ...data }), version });
      else remembered.set(key, { userId });
      return data;
    },
    async set(key, session, maxAge) {
      remembered.delete(key);
      await store.set(key, session, maxAge);
    },
    async destroy(key) {
      remembered.delete(key);
      await store.destroy(key);
    },
  };
}

/**
 * The database table, or Redis when REDIS_URL is set (the app's client when given, so shutdown can close
 * it, else one of its own that connects on first use); remembered for reads either way.
 */
export function sessionStoreFor(db: Db, config: Pick<Config, 'redisUrl'>, redis?: Redis): RememberingStore {
  const store = config.redisUrl
    ? redisSessionStore(redis ?? createRedis(config.redisUrl))
    : databaseSessionStore(db);
  return rememberingSessionStore(store, userVersionsOf(db));
}

/**
 * Whether koa-session would save an unchanged session at `now`: it renews one once half of its idle
 * lifetime has passed (and starts over from an expired one), from the expiry it keeps in the data.
 */
function dueForRenewal(data: Readonly<Record<string, unknown>>, now: number): boolean {
  const { _expire: expire, _maxAge: maxAge } = data;
  return typeof expire !== 'number' || typeof maxAge !== 'number' || expire - now < maxAge / 2;
}

/**
 * Signed, httpOnly, SameSite=Lax session cookie; `secure` in production; data in the database or Redis.
 * With ALLOWED_ORIGINS the cookie is SameSite=None; Secure, so the browser sends it with the calls of an
 * allowed page on another site (browsers accept Secure cookies from http://localhost for development).
 * A production request over plain HTTP (no TLS proxy, or TRUST_PROXY unset) cannot receive a secure
 * cookie; sign-ins refuse it with 403 (auth/router.ts) and the cookie clearings of sign-out are sent
 * anyway (the browser drops them) rather than failing the request.
 *
 * A read (GET, HEAD) whose signed cookie names a session remembered at its user's current version, and not
 * yet due for renewal, skips koa-session: koa-session would load that same data and save nothing, and its
 * per-request work (a context, a Session, two hashes of the data) was a fifth of a cached poll's CPU
 * (bench:api). Should loadUser end such a session, it is ended here as koa-session would: the store's
 * record deleted and the cookie cleared. Any other request goes through koa-session.
 */
export function sessionMiddleware(
  app: Koa,
  db: Db,
  config: Pick<Config, 'isProduction' | 'redisUrl' | 'allowedOrigins'>,
  redis?: Redis,
): Koa.Middleware {
  const crossSite = config.allowedOrigins.length > 0;
  const secure = config.isProduction || crossSite;
  const cookie = {
    httpOnly: true,
    signed: true,
    sameSite: crossSite ? 'none' : 'lax',
    secure,
  } as const;
  const store = sessionStoreFor(db, config, redis);
  const session = createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      ...cookie,
      rolling: false,
      renew: true,
      genid: () => randomBytes(32).toString('base64url'),
      store,
    },
    app,
  );
  const rememberedRead = async (ctx: Koa.Context): Promise<RememberedRead | undefined> => {
    if (!isRead(ctx)) return undefined;
    const key = ctx.cookies.get(SESSION_COOKIE, { signed: true });
    const data = key ? await store.remembered(key, ctx) : undefined;
    // koa-session's own clock: renewal is its decision.
    if (!key || !data || dueForRenewal(data, Date.now())) return undefined;
    return { key, data, ended: false };
  };
  return async (ctx, next) => {
    if (secure) (ctx.cookies as { secure?: boolean }).secure = true;
    const read = await rememberedRead(ctx);
    if (!read) return session(ctx, next);
    rememberedReads.set(ctx, read);
    try {
      await next();
    } finally {
      if (read.ended) {
        await store.destroy(read.key);
        ctx.cookies.set(SESSION_COOKIE, '', { ...cookie, overwrite: true, expires: new Date(0) });
      }
    }
  };
}

/**
 * Ends every session of a user (password reset, deactivation, deletion) in every store: the user's
 * generation moves on, so a session kept in Redis or anywhere else is refused at its next request, and the
 * database rows go at once.
 */
export async function destroyUserSessions(db: Db, userId: number): Promise<void> {
  await db('users').where({ id: userId }).increment('session_generation', 1);
  await db('sessions').where({ user_id: userId }).delete();
  // Remembered sessions and users (read paths) are kept per version: none of them answers again.
  await userDataChanged(db, [userId]);
}

/** Deletes database sessions whose idle lifetime is over (Redis expires its own). */
export async function pruneExpiredSessions(db: Db, now: number = Date.now()): Promise<number> {
  return db('sessions').where('expires_at', '<=', now).delete();
}
