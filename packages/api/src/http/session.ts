import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Redis } from 'ioredis';
import createSession from 'koa-session';
import type { UserVersions } from '../cache/userVersions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import { SESSION_MAX_AGE_MS, type SessionData } from '../sessions/policy.js';
import { isRead } from '../sessions/rememberedReads.js';
import { sessionStoreFor } from '../sessions/stores.js';
import type { AppState, RequestSession, WritableSession } from './state.js';

export const SESSION_COOKIE = 'cc.sid';

type StatefulContext = { state: AppState };

/** What the request's session says (null once destroyed); see writableSession to change it. */
export function getSession(ctx: StatefulContext): Readonly<SessionData> | null {
  return ctx.state.session?.data ?? null;
}

/** koa-session's session object, to sign in on; a read answered from a remembered session has none. */
export function writableSession(ctx: StatefulContext): WritableSession {
  const session = ctx.state.session;
  if (!session) throw new Error('no writable session on this request');
  return session.writable();
}

export function destroySession(ctx: StatefulContext): void {
  ctx.state.session?.end();
}

/** The context as koa-session extends it: its `session` (null once destroyed). */
const withKoaSession = (ctx: Koa.Context) => ctx as unknown as { session: WritableSession | null };

/** The request's session when koa-session loads it. */
function koaSession(ctx: Koa.Context): RequestSession {
  return {
    get data() {
      return withKoaSession(ctx).session;
    },
    writable() {
      const session = withKoaSession(ctx).session;
      if (!session) throw new Error('no writable session on this request');
      return session;
    },
    end() {
      withKoaSession(ctx).session = null;
    },
  };
}

/** The request's session when a read is answered from a remembered one: its data, and whether it ended. */
function rememberedSession(data: Readonly<SessionData>): RequestSession & { ended: boolean } {
  return {
    ended: false,
    get data() {
      return this.ended ? null : data;
    },
    writable() {
      throw new Error('no writable session on this request');
    },
    end() {
      this.ended = true;
    },
  };
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
 * cookie; sign-ins refuse it with 403 (http/signIn.ts) and the cookie clearings of sign-out are sent
 * anyway (the browser drops them) rather than failing the request.
 *
 * The request's session is handed on in ctx.state.session. A read (GET, HEAD) whose signed cookie names a
 * session remembered at its user's current version (sessions/rememberedReads.ts), and not yet due for
 * renewal, skips koa-session: koa-session would load that same data and save nothing, and its per-request
 * work (a context, a Session, two hashes of the data) was a fifth of a cached poll's CPU (bench:api).
 * Should loadUser end such a session, it is ended here as koa-session would: the store's record deleted
 * and the cookie cleared. Any other request goes through koa-session.
 *
 * Also gives the session of such a read (`rememberedRead`), for a kept answer sent before the session
 * middleware (http/keptReads.ts); undefined for any other request.
 */
export function createSessions(
  app: Koa,
  deps: {
    db: Db;
    config: Pick<Config, 'isProduction' | 'redisUrl' | 'redisKeyPrefix' | 'allowedOrigins'>;
    versions: UserVersions;
    redis?: Redis;
  },
): {
  middleware: Koa.Middleware<AppState>;
  rememberedRead(ctx: Koa.ParameterizedContext<AppState>): Promise<RequestSession | undefined>;
} {
  const { config } = deps;
  const crossSite = config.allowedOrigins.length > 0;
  const secure = config.isProduction || crossSite;
  const cookie = {
    httpOnly: true,
    signed: true,
    sameSite: crossSite ? 'none' : 'lax',
    secure,
  } as const;
  const store = sessionStoreFor(deps);
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
  const rememberedRead = async (ctx: Koa.ParameterizedContext<AppState>) => {
    if (!isRead(ctx)) return undefined;
    const key = ctx.cookies.get(SESSION_COOKIE, { signed: true });
    const data = key ? await store.remembered(key, ctx) : undefined;
    // koa-session's own clock: renewal is its decision.
    if (!key || !data || dueForRenewal(data, Date.now())) return undefined;
    return { key, session: rememberedSession(data) };
  };
  const middleware: Koa.Middleware<AppState> = async (ctx, next) => {
    if (secure) (ctx.cookies as { secure?: boolean }).secure = true;
    const read = await rememberedRead(ctx);
    if (!read) {
      ctx.state.session = koaSession(ctx as unknown as Koa.Context);
      return session(ctx as unknown as Koa.Context, next);
    }
    ctx.state.session = read.session;
    try {
      await next();
    } finally {
      if (read.session.ended) {
        await store.destroy(read.key);
        ctx.cookies.set(SESSION_COOKIE, '', { ...cookie, overwrite: true, expires: new Date(0) });
      }
    }
  };
  return {
    middleware,
    rememberedRead: async (ctx) => (await rememberedRead(ctx))?.session,
  };
}
