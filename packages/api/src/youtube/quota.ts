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

export class QuotaBudgetSpentError extends UnavailableError {
  constructor(retryAfterSeconds: number) {
    super(QUOTA_BUDGET_SPENT, retryAfterSeconds);
  }
}

export interface QuotaMeter {
  /**
   * Takes `units` from today's budget, atomically in the database (so every instance shares it), or
   * throws QuotaBudgetSpentError when that would leave fewer than `keepBack` units of the daily quota.
   */
  spend(units: number, options?: { keepBack?: number }): Promise<void>;
  /** Units left today. */
  remaining(): Promise<number>;
}

/** The YouTube Data API's daily quota, counted per Pacific day in the youtube_quota table. */
export function createQuotaMeter(db: Db, clock: Clock, dailyQuota: number): QuotaMeter {
  return {
    async spend(units, { keepBack = 0 } = {}) {
      const { day, secondsLeft } = quotaDay(clock.now());
      await db('youtube_quota').insert({ day, units: 0 }).onConflict('day').ignore();
      const taken = await db('youtube_quota')
        .where('day', day)
        .andWhere('units', '<=', dailyQuota - keepBack - units)
        .increment('units', units);
      if (Number(taken) === 0) throw new QuotaBudgetSpentError(secondsLeft);
    },
    async remaining() {
      const row = await db('youtube_quota').where('day', quotaDay(clock.now()).day).first('units');
      return Math.max(0, dailyQuota - Number(row?.units ?? 0));
    },
  };
}
