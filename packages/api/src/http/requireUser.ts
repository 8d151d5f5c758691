import type { Middleware, ParameterizedContext } from 'koa';
import { isAdmin } from '@channel-countdown/contract';
import { LRUCache } from 'lru-cache';
import { versionForRequest, type UserVersions } from '../cache/userVersions.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/knex.js';
import { findUserById, userFromRow, type User } from '../db/users.js';
import { forbidden, notSignedIn } from '../errors.js';
import { sessionIsValid, type SessionData } from '../sessions/policy.js';
import { REMEMBERED_SESSION_MS } from '../sessions/rememberedReads.js';
import { destroySession, getSession } from './session.js';
import type { AppState } from './state.js';

/**
 * Loads the session's user into ctx.state.user. A session that may no longer act (user deleted or
 * deactivated, sessions ended, absolute lifetime over: sessionIsValid) is dropped, so it cannot be used again.
 * `userOf` gives the user a session may act for (undefined when it may not), for a kept answer sent before
 * this middleware (http/keptReads.ts).
 */
export function createUserLoader(
  db: Db,
  clock: Clock,
  versions: UserVersions,
): {
  middleware: Middleware<AppState>;
  userOf(ctx: ParameterizedContext<AppState>, session: Readonly<SessionData>): Promise<User | undefined>;
} {
  // Reads remember the user per data version (see rememberingSessionStore), so a poll reads no user row.
  const remembered = new LRUCache<number, { user: User; version: string }>({
    max: 10_000,
    ttl: REMEMBERED_SESSION_MS,
  });
  const findUser = async (ctx: ParameterizedContext<AppState>, userId: number) => {
    // The user row the session store read with the session, if any (taken once).
    const row = ctx.state.preloadedUserRow;
    delete ctx.state.preloadedUserRow;
    const read = ctx.method === 'GET' || ctx.method === 'HEAD';
    // Read before the row, so a row read before a change is never remembered as current after it.
    const version = read ? await versionForRequest(versions, ctx, userId) : undefined;
    const hit = remembered.get(userId);
    if (version !== undefined && hit?.version === version) return hit.user;
    if (row && row.id === userId) return userFromRow(row); // read before the version: not remembered
    const user = await findUserById(db, userId);
    if (user && version !== undefined) remembered.set(userId, { user, version });
    return user;
  };
  const userOf = async (ctx: ParameterizedContext<AppState>, session: Readonly<SessionData>) => {
    const userId = session.userId;
    if (typeof userId !== 'number') return undefined;
    const user = await findUser(ctx, userId);
    return user && sessionIsValid(session, user, clock.now()) ? user : undefined;
  };
  return {
    userOf,
    middleware: async (ctx, next) => {
      const session = getSession(ctx);
      if (session && typeof session.userId === 'number') {
        const user = await userOf(ctx, session);
        if (user) ctx.state.user = user;
        else destroySession(ctx);
      }
      await next();
    },
  };
}

/** 401 unless a signed-in user is loaded. */
export const requireUser: Middleware<AppState> = async (ctx, next) => {
  if (!ctx.state.user) throw notSignedIn();
  await next();
};

/** A visitor gets 401, a signed-in non-admin 403 (SPEC §6: admin data calls are for admins only). */
export const requireAdmin: Middleware<AppState> = async (ctx, next) => {
  if (!isAdmin(currentUser(ctx))) throw forbidden('Admin access required');
  await next();
};

/** The signed-in user (after requireUser). */
export function currentUser(ctx: { state: AppState }): User {
  const user = ctx.state.user;
  if (!user) throw notSignedIn();
  return user;
}
