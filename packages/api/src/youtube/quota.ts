import { tz } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';
import type { Clock } from '../clock.js';
import type { Db } from '../db/knex.js';
import { UnavailableError } from '../errors.js';

export const QUOTA_BUDGET_SPENT =
  "Today's YouTube lookups are used up. Please try again after the daily reset.";

/** YouTube resets the Data API quota at midnight Pacific Time; days are counted the same way. */
const PACIFIC = tz('America/Los_Angeles');

/**
 * The quota day of a moment ('2026-11-23', Pacific Time) and the seconds until the next one starts, counted to
 * the next local midnight: a day is 23 or 25 hours long when the clocks change.
 */
export function quotaDay(now: Date): { day: string; secondsLeft: number } {
  const nextDay = startOfDay(addDays(now, 1, { in: PACIFIC }), { in: PACIFIC });
  return {
    day: format(now, 'yyyy-MM-dd', { in: PACIFIC }),
    secondsLeft: Math.max(1, Math.ceil((nextDay.getTime() - now.getTime()) / 1000)),
  };
}

export const USER_QUOTA_SHARE_SPENT =
  "You have used your share of today's YouTube lookups. Please try again after the daily reset.";

/** The day's budget is spent (for everyone, or for one user: UserQuotaShareSpentError); retry after the reset. */
export class QuotaBudgetSpentError extends UnavailableError {
  constructor(retryAfterSeconds: number, message = QUOTA_BUDGET_SPENT) {
    super(message, retryAfterSeconds);
  }
}

/** One user's share of the day's budget is spent: that user waits for the reset, nobody else does. */
export class UserQuotaShareSpentError extends QuotaBudgetSpentError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, USER_QUOTA_SHARE_SPENT);
  }
}

/** What one user may spend a day: `share` (0–1) of the daily quota, at least one unit when there are any. */
export const userDailyUnits = (dailyQuota: number, share: number) =>
  dailyQuota === 0 ? 0 : Math.max(1, Math.floor(dailyQuota * share));

export interface QuotaMeter {
  /**
   * Takes `units` from today's budget, atomically in the database (so every instance shares it), or
   * throws QuotaBudgetSpentError when that would leave fewer than `keepBack` units of the daily quota.
   * With `userId` (a lookup a user caused: connect, preview, import, refresh), the units are also taken
   * from that user's share of the day, in the same transaction, or UserQuotaShareSpentError is thrown.
   */
  spend(units: number, options?: { keepBack?: number; userId?: number | undefined }): Promise<void>;
  /** Units left today. */
  remaining(): Promise<number>;
  /** Units the user may still spend today (their share, and never more than is left for everyone). */
  remainingFor(userId: number): Promise<number>;
}

/**
 * The YouTube Data API's daily quota, counted per Pacific day in the youtube_quota table, and each user's
 * spending of it in youtube_quota_users: a user may spend `userUnits` a day (config youtube.userQuotaShare),
 * so no one account can spend everyone's lookups.
 */
export function createQuotaMeter(
  db: Db,
  clock: Clock,
  dailyQuota: number,
  userUnits: number = dailyQuota,
): QuotaMeter {
  const spentToday = async (day: string) =>
    Number((await db('youtube_quota').where('day', day).first('units'))?.units ?? 0);
  return {
    async spend(units, { keepBack = 0, userId } = {}) {
      const { day, secondsLeft } = quotaDay(clock.now());
      await db('youtube_quota').insert({ day, units: 0 }).onConflict('day').ignore();
      if (userId === undefined) {
        const taken = await db('youtube_quota')
          .where('day', day)
          .andWhere('units', '<=', dailyQuota - keepBack - units)
          .increment('units', units);
        if (Number(taken) === 0) throw new QuotaBudgetSpentError(secondsLeft);
        return;
      }
      await db('youtube_quota_users')
        .insert({ day, user_id: userId, units: 0 })
        .onConflict(['day', 'user_id'])
        .ignore();
      await db.transaction(async (trx) => {
        // Each UPDATE … WHERE takes the units only while they fit, so racing lookups cannot overspend; the
        // day's budget first, so when both are spent the user hears that everyone's is.
        const taken = await trx('youtube_quota')
          .where('day', day)
          .andWhere('units', '<=', dailyQuota - keepBack - units)
          .increment('units', units);
        if (Number(taken) === 0) throw new QuotaBudgetSpentError(secondsLeft);
        const mine = await trx('youtube_quota_users')
          .where({ day, user_id: userId })
          .andWhere('units', '<=', userUnits - units)
          .increment('units', units);
        if (Number(mine) === 0) throw new UserQuotaShareSpentError(secondsLeft);
      });
    },
    async remaining() {
      return Math.max(0, dailyQuota - (await spentToday(quotaDay(clock.now()).day)));
    },
    async remainingFor(userId) {
      const { day } = quotaDay(clock.now());
      const row = await db('youtube_quota_users').where({ day, user_id: userId }).first('units');
      const mine = Math.max(0, userUnits - Number(row?.units ?? 0));
      return Math.min(mine, Math.max(0, dailyQuota - (await spentToday(day))));
    },
  };
}
