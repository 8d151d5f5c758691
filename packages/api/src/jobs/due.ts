import type { Db } from '../db/knex.js';

/**
 * The YouTube channels the scheduler keeps fresh: those tracked by at least one user who left scheduled
 * refreshes on (the autoRefresh setting, mirrored into user_settings.auto_refresh; no row = the default, on).
 */
function scheduledChannels(db: Db) {
  return db('youtube_channels').whereExists(
    db('channels')
      .leftJoin('user_settings', 'user_settings.user_id', 'channels.user_id')
      .whereRaw('channels.channel_id = youtube_channels.id')
      .where((query) =>
        query.whereNull('user_settings.auto_refresh').orWhere('user_settings.auto_refresh', true),
      )
      .select(db.raw('1')),
  );
}

/** How many YouTube channels the scheduler keeps fresh. */
export async function countTrackedChannels(db: Db): Promise<number> {
  const row = await scheduledChannels(db).count({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

/**
 * Scheduled YouTube channels whose figures were last fetched before `before` (never-fetched first, then oldest),
 * at most `limit`, leaving out those whose refreshes are failing until their backoff has passed at `now`.
 */
export async function channelsDueForRefresh(
  db: Db,
  before: Date,
  now: Date,
  limit: number,
): Promise<string[]> {
  return scheduledChannels(db)
    .where((query) => query.whereNull('last_fetched').orWhere('last_fetched', '<', before))
    .where((query) => query.whereNull('refresh_retry_at').orWhere('refresh_retry_at', '<=', now))
    .orderByRaw('case when last_fetched is null then 0 else 1 end, last_fetched, id')
    .limit(limit)
    .pluck('id');
}

/** Scheduled YouTube channels whose feed was never read or last read before `before`, never-read first, then oldest. */
export async function channelsDueForFeedPoll(db: Db, before: Date, limit: number): Promise<string[]> {
  return scheduledChannels(db)
    .leftJoin('channel_feed_polls', 'channel_feed_polls.youtube_channel_id', 'youtube_channels.id')
    .where((query) =>
      query.whereNull('channel_feed_polls.polled_at').orWhere('channel_feed_polls.polled_at', '<', before),
    )
    .orderByRaw(
      'case when channel_feed_polls.polled_at is null then 0 else 1 end, channel_feed_polls.polled_at, youtube_channels.id',
    )
    .limit(limit)
    .pluck('youtube_channels.id');
}
