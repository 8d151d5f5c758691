import { channelChanges } from '@channel-countdown/contract';
import type { Knex } from 'knex';
import type { UserVersions } from '../../cache/userVersions.js';
import type { Clock } from '../../clock.js';
import { countOrNull, toDate } from '../../db/rows.js';
import { storableText } from '../../db/storableText.js';
import type { Db } from '../../db/knex.js';
import { UpstreamError, type ChannelInfo, type ChannelProvider } from '../../youtube/index.js';
import { mergeCounts, type ChannelCounts } from '../../youtube/storedCounts.js';
import { recordSnapshot } from './snapshots.js';
import { NO_REFRESH_FAILURE, recordRefreshFailures } from './refreshFailures.js';
import { NotFoundError, UpstreamFailedError } from '../../errors.js';
import { youtubeChannelsChanged } from './youtubeChannels.js';

export interface ChannelDataDeps {
  db: Db;
  /** Moved for every user tracking a channel whose stored figures change. */
  versions: UserVersions;
  youtube: ChannelProvider;
  clock: Clock;
}

/** A youtube_channels row as stored (bigint columns may come back as strings from PostgreSQL). */
interface YouTubeChannelRow {
  id: string;
  subscriber_count: number | string | null;
  video_count: number | string | null;
  view_count: number | string | null;
  counts_approximate: unknown;
  last_upload: unknown;
  channel_name: string;
  handle: string | null;
  thumbnail_url: string | null;
  /** As the database gives it back (SQLite: 0 or 1), so a conditional update can compare it as read. */
  subscriber_count_hidden: unknown;
}

function storedCounts(row: YouTubeChannelRow): ChannelCounts {
  return {
    subscriberCount: countOrNull(row.subscriber_count),
    videoCount: countOrNull(row.video_count),
    viewCount: countOrNull(row.view_count),
    countsApproximate: Boolean(row.counts_approximate),
  };
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * The YouTube channel's row after a lookup: YouTube's name, description and picture, the figures merged so a
 * figure the lookup lacks keeps its stored value (storedCounts.ts), and the latest upload known to either (a
 * batch lookup and the feed poller each know only part of it).
 */
function refreshedColumns(stored: YouTubeChannelRow | undefined, info: ChannelInfo, now: Date) {
  const counts = mergeCounts(stored ? storedCounts(stored) : null, info);
  return {
    channel_name: info.channelName,
    channel_description: info.channelDescription,
    thumbnail_url: info.thumbnailUrl,
    subscriber_count: counts.subscriberCount,
    video_count: counts.videoCount,
    view_count: counts.viewCount,
    counts_approximate: counts.countsApproximate,
    last_upload: later(stored ? toDate(stored.last_upload) : null, info.lastUpload),
    last_fetched: now,
    ...NO_REFRESH_FAILURE,
    updated_at: now,
    // A lookup that did not learn the handle keeps the one stored; one that cannot tell whether the count is
    // hidden keeps what was stored.
    ...(info.handle ? { handle: info.handle } : {}),
    ...(info.subscriberCountHidden === undefined
      ? {}
      : { subscriber_count_hidden: info.subscriberCountHidden }),
  };
}

const hiddenOf = (value: unknown): boolean | null =>
  value === null || value === undefined ? null : Boolean(value);

/**
 * Records what a lookup changed of a stored channel (contract channelChanges: name, handle, picture, hidden
 * count), once: the change rows go in only when this transaction is the one that moves the stored row from
 * the values it read. Two instances refreshing at once both read the old values, but only the first one's
 * conditional update matches them (PostgreSQL re-reads the row the other just committed), so the second
 * records nothing. Answers how many changes it recorded.
 */
async function recordChanges(
  trx: Knex.Transaction,
  id: string,
  stored: YouTubeChannelRow,
  info: ChannelInfo,
  now: Date,
): Promise<number> {
  const changes = channelChanges(
    {
      name: stored.channel_name,
      handle: stored.handle,
      pictureUrl: stored.thumbnail_url,
      subscribersHidden: hiddenOf(stored.subscriber_count_hidden),
    },
    {
      name: info.channelName,
      handle: info.handle ?? null,
      pictureUrl: info.thumbnailUrl,
      subscribersHidden: info.subscriberCountHidden ?? null,
    },
  );
  if (changes.length === 0) return 0;
  const same = (column: string, value: unknown) => (query: Knex.QueryBuilder) =>
    value === null || value === undefined ? query.whereNull(column) : query.where(column, value as string);
  const claimed = await trx('youtube_channels')
    .where('id', id)
    .where(same('channel_name', stored.channel_name))
    .where(same('handle', stored.handle))
    .where(same('thumbnail_url', stored.thumbnail_url))
    .where(same('subscriber_count_hidden', stored.subscriber_count_hidden))
    .update({
      channel_name: info.channelName,
      thumbnail_url: info.thumbnailUrl,
      ...(info.handle ? { handle: info.handle } : {}),
      ...(info.subscriberCountHidden === undefined
        ? {}
        : { subscriber_count_hidden: info.subscriberCountHidden }),
    });
  if (claimed === 0) return 0;
  await trx('youtube_channel_changes').insert(
    changes.map((change) => ({
      youtube_channel_id: id,
      kind: change.kind,
      before: change.before === null ? null : storableText(change.before, 2048),
      after: change.after === null ? null : storableText(change.after, 2048),
      at: now,
    })),
  );
  return changes.length;
}

/**
 * Stores lookups into the YouTube channels' shared rows (created on first sight) and their history, in the
 * caller's transaction so the row and the snapshot tell the same story. `youtubeChannelId` names the row of
 * a single lookup when the caller asked by another spelling of the id.
 */
export async function storeLookups(
  trx: Knex.Transaction,
  infos: ChannelInfo[],
  now: Date,
  youtubeChannelId?: string,
): Promise<void> {
  if (infos.length === 0) return;
  const idOf = (info: ChannelInfo) => youtubeChannelId ?? info.channelId;
  const stored = (await trx('youtube_channels')
    .whereIn('id', infos.map(idOf))
    .select(
      'id',
      'subscriber_count',
      'video_count',
      'view_count',
      'counts_approximate',
      'last_upload',
      'channel_name',
      'handle',
      'thumbnail_url',
      'subscriber_count_hidden',
    )) as YouTubeChannelRow[];
  const storedById = new Map(stored.map((row) => [row.id, row]));
  // A handle names one channel at a time: a handle a channel gave up and another took is cleared from the
  // first one's row, so a lookup by handle (youtubeChannels.ts) never finds the channel that left it.
  const handles = infos.flatMap((info) => (info.handle ? [{ id: idOf(info), handle: info.handle }] : []));
  if (handles.length > 0)
    await trx('youtube_channels')
      .whereIn(
        'handle',
        handles.map((entry) => entry.handle),
      )
      .whereNotIn(
        'id',
        handles.map((entry) => entry.id),
      )
      .update({ handle: null });
  for (const info of infos) {
    const id = idOf(info);
    const stored = storedById.get(id);
    const columns = refreshedColumns(stored, info, now);
    if (stored) await recordChanges(trx, id, stored, info, now);
    if (stored) await trx('youtube_channels').where('id', id).update(columns);
    // Two first connects of one channel at once (PostgreSQL): the first row stands, the same figures anyway.
    else
      await trx('youtube_channels')
        .insert({ id, ...columns, created_at: now })
        .onConflict('id')
        .ignore();
    await recordSnapshot(trx, id, info, now);
  }
}

/**
 * Several lookups (a Data API batch) stored in one transaction: one commit instead of one per channel, which
 * is most of a refresh's time on SQLite.
 */
export async function storeChannelInfos(
  deps: { db: Db; versions: UserVersions },
  infos: ChannelInfo[],
  now: Date,
  youtubeChannelId?: string,
): Promise<void> {
  await deps.db.transaction((trx) => storeLookups(trx, infos, now, youtubeChannelId));
  await youtubeChannelsChanged(
    deps,
    youtubeChannelId ? [youtubeChannelId] : infos.map((info) => info.channelId),
  );
}

/**
 * One upstream lookup (at most a minute old: cache.ts) of a YouTube channel, stored once for every user who
 * tracks it; a lookup that fails keeps the stored figures and counts a failure (refreshFailures.ts). However
 * many users track a channel, refreshing it asks YouTube once. A refresh a user asked
 * for (`userId`) is paid from that user's share of the day's quota; the scheduler's from the rest.
 */
export async function refreshYouTubeChannel(
  deps: ChannelDataDeps,
  youtubeChannelId: string,
  userId?: number,
): Promise<ChannelInfo> {
  let info: ChannelInfo;
  try {
    info = await deps.youtube.lookup(
      { kind: 'id', value: youtubeChannelId },
      { fresh: true, ...(userId === undefined ? {} : { userId }) },
    );
  } catch (error) {
    if (isChannelRefreshFailure(error))
      await recordRefreshFailures(deps, [youtubeChannelId], deps.clock.now());
    throw error;
  }
  await storeChannelInfos(deps, [info], deps.clock.now(), youtubeChannelId);
  return info;
}

/** YouTube's refusals for the whole site (the Data API's quota, the pages' rate limit): no channel's doing. */
const SITE_REFUSALS = new Set(['quota', 'page status 429']);

/**
 * Whether a failed lookup counts against the channel (refreshFailures.ts): YouTube did not answer, answered
 * wrong, or no longer has it. A spent quota, ours or YouTube's, says nothing of the channel.
 */
export const isChannelRefreshFailure = (error: unknown) =>
  error instanceof NotFoundError ||
  (error instanceof UpstreamFailedError &&
    !(error instanceof UpstreamError && SITE_REFUSALS.has(error.reason)));
