import type { DashboardStats } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { COMPLETED_CYCLE_SQL } from '../channels/service.js';

/**
 * totalChannels: the user's channels; activeTimers: current timers still counting down (active, end in
 * the future); completedCycles: every timer in the history whose end has passed (timers/cycle.ts).
 */
export async function dashboardStats(db: Db, userId: number, now: Date): Promise<DashboardStats> {
  const row = await db('channels')
    .leftJoin('timers', 'timers.channel_id', 'channels.id')
    .where('channels.user_id', userId)
    .first(
      db.raw('count(distinct channels.id) as total_channels'),
      db.raw(
        'sum(case when timers.is_current = ? and timers.is_active = ? and timers.end_time > ? then 1 else 0 end) as active_timers',
        [true, true, now],
      ),
      db.raw(
        `sum(case when timers.id is not null and ${COMPLETED_CYCLE_SQL} then 1 else 0 end) as completed_cycles`,
        [now],
      ),
    );
  return {
    totalChannels: Number(row?.total_channels ?? 0),
    activeTimers: Number(row?.active_timers ?? 0),
    completedCycles: Number(row?.completed_cycles ?? 0),
  };
}
