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
 * Claims for one tick the scheduled YouTube channels whose figures were last fetched before `before`
 * (never-fetched first, then oldest), at most `limit`, leaving out those whose refreshes are failing until their
 * backoff has passed at `now`. Each is claimed until `until` through its refresh_retry_at, as a failure's backoff
 * is, so no other tick takes it meanwhile: ticks running at once (two workers, each taking a tick job) refresh
 * different channels. The refresh clears the claim (a good read) or replaces it (a failure's backoff);
 * releaseRefreshClaims gives back the rest. On PostgreSQL the pick skips the rows another tick is claiming
 * (FOR UPDATE SKIP LOCKED) instead of waiting to find them taken; SQLite has one writer.
 */
export async function claimChannelsDueForRefresh(
  db: Db,
  before: Date,
  now: Date,
  limit: number,
  until: Date,
): Promise<string[]> {
  return db.transaction(async (trx) => {
    const pick = scheduledChannels(trx)
      .where((query) => query.whereNull('last_fetched').orWhere('last_fetched', '<', before))
      .where((query) => query.whereNull('refresh_retry_at').orWhere('refresh_retry_at', '<=', now))
      .orderByRaw('case when last_fetched is null then 0 else 1 end, last_fetched, id')
      .limit(limit);
    if (trx.client.config.client === 'pg') pick.forUpdate().skipLocked();
    const ids = (await pick.pluck('id')) as string[];
    if (ids.length > 0) await trx('youtube_channels').whereIn('id', ids).update({ refresh_retry_at: until });
    return ids;
  });
}

/**
 * Gives back the claims (until `until`) of channels a tick took but neither refreshed nor counted a failure for
 * (the day's budget ran out, the batch failed for no channel's doing): they are due again at once. A failing
 * channel keeps its failures and may be tried from `now`.
 */
export async function releaseRefreshClaims(
  db: Db,
  youtubeChannelIds: string[],
  claim: { until: Date; now: Date },
): Promise<void> {
  if (youtubeChannelIds.length === 0) return;
  const { until, now } = claim;
  // Only rows still holding this claim: a user's refresh meanwhile has written its own outcome.
  const claimed = () =>
    db('youtube_channels').whereIn('id', youtubeChannelIds).where('refresh_retry_at', until);
  await claimed().where('refresh_failures', 0).update({ refresh_retry_at: null });
  await claimed().where('refresh_failures', '>', 0).update({ refresh_retry_at: now });
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
