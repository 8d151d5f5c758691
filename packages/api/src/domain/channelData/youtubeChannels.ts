import type { Knex } from 'knex';
import type { UserVersions } from '../../cache/userVersions.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/knex.js';
import { countOrNull, toDate } from '../../db/rows.js';
import {
  LOOKUP_CACHE_TTL_MS,
  type ChannelInfo,
  type ChannelProvider,
  type ChannelRef,
  type LookupOptions,
} from '../../youtube/index.js';

/**
 * Joins each user's `channels` row to its YouTube channel's shared row (name, description, thumbnail,
 * figures, fetch and upload times), which every read of those columns selects as `youtube_channels.*`.
 */
export const joinYouTubeChannel = (query: Knex.QueryBuilder) =>
  query.join('youtube_channels', 'youtube_channels.id', 'channels.channel_id');

/**
 * After YouTube channels' shared rows changed (a refresh, a new upload): every user tracking one of them
 * gets a new data version, so no cached channel list shows the old figures (cache/userVersions.ts).
 */
export async function youtubeChannelsChanged(
  deps: { db: Db; versions: UserVersions },
  youtubeChannelIds: readonly string[],
): Promise<void> {
  if (youtubeChannelIds.length === 0) return;
  const { db, versions } = deps;
  const userIds = (await db('channels')
    .whereIn('channel_id', youtubeChannelIds)
    .distinct('user_id')
    .pluck('user_id')) as number[];
  await versions.bump(userIds);
}

/** A channel as a connect or a preview found it, and whether that came from the shared row. */
export interface ChannelLookup {
  info: ChannelInfo;
  /**
   * True when the YouTube channel's shared row answered (fetched within the window): nothing new to store.
   * False when YouTube did: the caller stores what it said.
   */
  fromSharedRow: boolean;
}

/**
 * The YouTube channel's shared row as a lookup's answer, when it was fetched within the lookup cache's window
 * (youtube/cache.ts LOOKUP_CACHE_TTL_MS) by any process or instance (a connect, a refresh, the scheduler);
 * undefined when there is none that fresh.
 */
export async function freshYouTubeChannel(
  db: Db,
  youtubeChannelId: string,
  now: Date,
): Promise<ChannelInfo | undefined> {
  const row = (await db('youtube_channels')
    .where('id', youtubeChannelId)
    .where('last_fetched', '>', new Date(now.getTime() - LOOKUP_CACHE_TTL_MS))
    .first(
      'id',
      'channel_name',
      'channel_description',
      'thumbnail_url',
      'subscriber_count',
      'video_count',
      'view_count',
      'counts_approximate',
      'last_upload',
    )) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return {
    channelId: String(row.id),
    channelName: String(row.channel_name),
    channelDescription: (row.channel_description as string | null) ?? null,
    thumbnailUrl: (row.thumbnail_url as string | null) ?? null,
    subscriberCount: countOrNull(row.subscriber_count),
    videoCount: countOrNull(row.video_count),
    viewCount: countOrNull(row.view_count),
    countsApproximate: Boolean(row.counts_approximate),
    lastUpload: toDate(row.last_upload),
  };
}

/**
 * What a connect or a preview knows of the channel `ref` names: a channel named by its id whose shared row
 * is fresh is read from the database, so a channel tracked by many users is fetched once per window however
 * many processes or instances serve them; otherwise the provider asks YouTube (through its in-process
 * cache). A handle, a name or a video link needs YouTube to say which channel it is.
 */
export async function lookupChannel(
  deps: { db: Db; youtube: ChannelProvider; clock: Clock },
  ref: ChannelRef,
  options?: LookupOptions,
): Promise<ChannelLookup> {
  if (ref.kind === 'id') {
    const stored = await freshYouTubeChannel(deps.db, ref.value, deps.clock.now());
    if (stored) return { info: stored, fromSharedRow: true };
  }
  return { info: await deps.youtube.lookup(ref, options), fromSharedRow: false };
}
