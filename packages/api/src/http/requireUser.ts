import type { Middleware, ParameterizedContext } from 'koa';
import { isAdmin } from '@channel-countdown/contract';
import { LRUCache } from 'lru-cache';
import { versionForRequest, type UserVersions } from '../cache/userVersions.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/knex.js';
import { findUserById, userFromRow, type User } from '../db/users.js';
import { forbidden, notSignedIn } from '../errors.js';
import { sessionIsValid } from '../sessions/policy.js';
import { REMEMBERED_SESSION_MS } from '../sessions/rememberedReads.js';
import { destroySession, getSession } from './session.js';
import type { AppState } from './state.js';

/**
 * Loads the session's user into ctx.state.user. A session that may no longer act (user deleted or
 * deactivated, sessions ended, absolute lifetime over: sessionIsValid) is dropped, so it cannot be used again.
 */
export function loadUser(db: Db, clock: Clock, versions: UserVersions): Middleware<AppState> {
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
  return async (ctx, next) => {
    const session = getSession(ctx);
    const userId = session?.userId;
    if (session && typeof userId === 'number') {
      const user = await findUser(ctx, userId);
      if (user && sessionIsValid(session, user, clock.now())) ctx.state.user = user;
      else destroySession(ctx);
    }
    await next();
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
