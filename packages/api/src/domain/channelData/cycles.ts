import { cycleUploads, type ChannelCycle } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { iso } from '../presenterValues.js';
import { findTimers } from '../timers/records.js';
import { channelCycleDto } from '../timers/presenter.js';

/**
 * Every cycle of the channel row `channelId` (its timers, kept as history), newest first, each with its
 * outcome: the uploads of its YouTube channel (`youtubeChannelId`) that landed inside it. Two queries.
 */
export async function listCycles(
  db: Db,
  channel: { id: number; youtubeChannelId: string },
  now: Date,
): Promise<ChannelCycle[]> {
  const timers = await findTimers(db, (query) =>
    query.where('channel_id', channel.id).orderBy([
      { column: 'start_time', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]),
  );
  const oldest = timers.at(-1)?.startTime;
  const published: string[] = oldest
    ? (
        await db('channel_uploads')
          .where('youtube_channel_id', channel.youtubeChannelId)
          .where('published_at', '>=', oldest)
          .pluck('published_at')
      ).map(iso)
    : [];
  return timers.map((timer) => {
    const cycle = channelCycleDto(timer, now);
    return { ...cycle, uploads: cycleUploads(cycle, published, now) };
  });
}
