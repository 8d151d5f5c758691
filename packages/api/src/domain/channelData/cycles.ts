import type { ChannelCycle } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { findTimers } from '../timers/records.js';
import { channelCycleDto } from '../timers/presenter.js';

/** Every cycle of the channel row `channelId` (its timers, kept as history), newest first, in one query. */
export async function listCycles(db: Db, channelId: number, now: Date): Promise<ChannelCycle[]> {
  const timers = await findTimers(db, (query) =>
    query.where('channel_id', channelId).orderBy([
      { column: 'start_time', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]),
  );
  return timers.map((timer) => channelCycleDto(timer, now));
}
