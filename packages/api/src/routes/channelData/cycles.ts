import type { ChannelCycle } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { Timer } from '../../db/models/index.js';
import { cycleEndedAt, cycleState } from '../timers/cycle.js';

/** Every cycle of the channel row `channelId` (its timers, kept as history), newest first, in one query. */
export async function listCycles(db: Db, channelId: number, now: Date): Promise<ChannelCycle[]> {
  const timers = await Timer.query(db)
    .where('channel_id', channelId)
    .orderBy([
      { column: 'start_time', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return timers.map((timer) => {
    const state = cycleState(timer, now);
    return {
      id: timer.id,
      startTime: timer.startTime.toISOString(),
      endTime: timer.endTime.toISOString(),
      endedAt: cycleEndedAt(timer, state)?.toISOString() ?? null,
      state,
    };
  });
}
