import type { Middleware } from 'koa';
import type { Clock } from '../clock.js';
import type { Db } from '../db/knex.js';
import type { Logger } from '../logger.js';
import type { AppState } from './state.js';

/**
 * Keeps users.last_activity_at current (the admin's "Last Activity" and the engagement score's recency)
 * without a write per request: at most one write a minute per user. An in-memory throttle skips the
 * database entirely for a user seen in the last minute by this instance; the UPDATE itself is conditional,
 * so several instances together still write at most about once a minute per user.
 */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

export interface ActivityTracker {
  /** Records that the user did something now; resolves once any write is done. */
  touch(userId: number): Promise<void>;
}

export function createActivityTracker(
  db: Db,
  clock: Clock,
  intervalMs = ACTIVITY_WRITE_INTERVAL_MS,
): ActivityTracker {
  const lastWrite = new Map<number, number>();

  function forgetOldEntries(now: number) {
    if (lastWrite.size < 10_000) return;
    for (const [userId, at] of lastWrite) if (now - at >= intervalMs) lastWrite.delete(userId);
  }

  return {
    async touch(userId) {
      const now = clock.now();
      const previous = lastWrite.get(userId);
      if (previous !== undefined && now.getTime() - previous < intervalMs) return;
      forgetOldEntries(now.getTime());
      lastWrite.set(userId, now.getTime());
      const threshold = new Date(now.getTime() - intervalMs);
      await db('users')
        .where({ id: userId })
        .andWhere((q) => q.whereNull('last_activity_at').orWhere('last_activity_at', '<=', threshold))
        .update({ last_activity_at: now });
    },
  };
}

/** A signed-in request counts as activity. A failed write never fails the request. */
export async function recordActivity(
  tracker: ActivityTracker,
  logger: Logger,
  userId: number,
): Promise<void> {
  await tracker.touch(userId).catch((error: unknown) => {
    logger.warn({ err: error, userId }, 'could not record last activity');
  });
}

/** After loadUser: records the signed-in user's activity (recordActivity). */
export function trackLastActivity(tracker: ActivityTracker, logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (user) await recordActivity(tracker, logger, user.id);
    await next();
  };
}
