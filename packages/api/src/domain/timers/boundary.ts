import type { Db } from '../../db/knex.js';
import { toDate } from '../../db/rows.js';
import { ownedBy } from '../channels/ownership.js';
import { countingDownSql } from '../cycles/cycle.js';

/**
 * When time alone next changes what the user's reads show: the soonest end of a cycle of theirs still
 * counting down (not paused, not deleted). At that moment a running cycle becomes a completed one, which
 * the channel list, the stats and the timers page all count. Infinity when none is counting down.
 */
export async function nextTimerBoundary(db: Db, userId: number, now: Date): Promise<number> {
  const row = (await db('timers')
    .join('channels', 'channels.id', 'timers.channel_id')
    .modify(ownedBy(userId))
    .whereRaw(countingDownSql('timers'))
    .where('timers.end_time', '>', now)
    .min({ next: 'timers.end_time' })
    .first()) as { next: unknown } | undefined;
  return toDate(row?.next)?.getTime() ?? Number.POSITIVE_INFINITY;
}
