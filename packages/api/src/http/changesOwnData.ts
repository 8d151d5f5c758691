import type { Middleware } from 'koa';
import type { AppState } from './state.js';
import type { UserVersions } from '../cache/userVersions.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every write request of a signed-in user may change what the user's reads show (a note, a timer, a
 * channel, the account, signing out), so it moves the user's data version on before its answer is sent:
 * a read that follows it never gets a cached answer from before it. Also after a failed write, which may
 * have changed part of it.
 */
export function changesOwnData(versions: UserVersions): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      const user = ctx.state.user;
      if (user && !READS.has(ctx.method)) await versions.bump([user.id]);
    }
  };
}
