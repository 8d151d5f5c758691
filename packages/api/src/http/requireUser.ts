import type { Middleware } from 'koa';
import type { Clock } from '../clock.js';
import type { Db } from '../db/knex.js';
import { User } from '../db/models/index.js';
import { unauthorized } from './HttpError.js';
import { destroySession, getSession, sessionIsValid, takePreloadedUserRow } from './session.js';
import type { AppState } from './state.js';

/**
 * Loads the session's user into ctx.state.user. A session that may no longer act (user deleted or
 * deactivated, sessions ended, absolute lifetime over: sessionIsValid) is dropped, so it cannot be used again.
 */
export function loadUser(db: Db, clock: Clock): Middleware<AppState> {
  return async (ctx, next) => {
    const session = getSession(ctx);
    const userId = session?.userId;
    if (session && typeof userId === 'number') {
      const row = takePreloadedUserRow(ctx);
      const user = row && row.id === userId ? User.fromDatabaseJson(row) : await User.query(db).findById(userId);
      if (user && sessionIsValid(session, user, clock.now())) ctx.state.user = user;
      else destroySession(ctx);
    }
    await next();
  };
}

/** 401 unless a signed-in user is loaded. */
export const requireUser: Middleware<AppState> = async (ctx, next) => {
  if (!ctx.state.user) throw unauthorized();
  await next();
};

/** The signed-in user (after requireUser). */
export function currentUser(ctx: { state: AppState }): User {
  const user = ctx.state.user;
  if (!user) throw unauthorized();
  return user;
}
