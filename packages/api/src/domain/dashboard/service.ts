import type { DashboardStats } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { activeTimerSql, completedCycleSql } from '../cycles/cycle.js';
import { ownedBy } from '../channels/ownership.js';

/**
 * totalChannels: the user's channels; activeTimers: current timers with their end ahead (isActiveTimer);
 * completedCycles: every cycle in the history that completed (isCompletedCycle); rules in timers/cycle.ts.
 */
export async function dashboardStats(db: Db, userId: number, now: Date): Promise<DashboardStats> {
  const row = await db('channels')
    .leftJoin('timers', 'timers.channel_id', 'channels.id')
    .modify(ownedBy(userId))
    .first(
      db.raw('count(distinct channels.id) as total_channels'),
      db.raw(`sum(case when ${activeTimerSql('timers')} then 1 else 0 end) as active_timers`, [now]),
      db.raw(
        `sum(case when timers.id is not null and ${completedCycleSql('timers')} then 1 else 0 end) as completed_cycles`,
        [now],
      ),
    );
  return {
    totalChannels: Number(row?.total_channels ?? 0),
    activeTimers: Number(row?.active_timers ?? 0),
    completedCycles: Number(row?.completed_cycles ?? 0),
  };
}
