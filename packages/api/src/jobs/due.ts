import type { Db } from '../db/knex.js';

/** How many distinct YouTube channels users track. */
export async function countTrackedChannels(db: Db): Promise<number> {
  const row = await db('channels').countDistinct({ count: 'channel_id' }).first();
  return Number(row?.count ?? 0);
}

/**
 * YouTube channels whose figures were last fetched before `before`, oldest first, at most `limit`. A
 * channel tracked by several users counts as fetched when its least recently fetched row was.
 */
export async function channelsDueForRefresh(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = (await db('channels')
    .groupBy('channel_id')
    .havingRaw('min(last_fetched) is null or min(last_fetched) < ?', [before])
    .orderByRaw('case when min(last_fetched) is null then 0 else 1 end, min(last_fetched), channel_id')
    .limit(limit)
    .select('channel_id')) as Array<{ channel_id: string }>;
  return rows.map((row) => row.channel_id);
}

/** YouTube channels whose feed was never read or last read before `before`, never-read first, then oldest. */
export async function channelsDueForFeedPoll(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = (await db('channels')
    .leftJoin('channel_feed_polls', 'channel_feed_polls.youtube_channel_id', 'channels.channel_id')
    .where((query) => query.whereNull('channel_feed_polls.polled_at').orWhere('channel_feed_polls.polled_at', '<', before))
    .groupBy('channels.channel_id', 'channel_feed_polls.polled_at')
    .orderByRaw(
      'case when channel_feed_polls.polled_at is null then 0 else 1 end, channel_feed_polls.polled_at, channels.channel_id',
    )
    .limit(limit)
    .select('channels.channel_id')) as Array<{ channel_id: string }>;
  return rows.map((row) => row.channel_id);
}
