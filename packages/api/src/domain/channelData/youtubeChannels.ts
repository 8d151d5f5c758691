import type { Knex } from 'knex';
import type { UserVersions } from '../../cache/userVersions.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/knex.js';
import { countOrNull, toDate } from '../../db/rows.js';
import {
  handleKey,
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
 * Which YouTube channel's shared row: by the channel's id, by its handle (as handleKey keeps it), or by the
 * id of one of its uploads the feed poller stored (uploads.ts).
 */
export type SharedRowKey = { id: string } | { handle: string } | { videoId: string };

/**
 * The YouTube channel's shared row as a lookup's answer, when it was fetched within the lookup cache's window
 * (youtube/cache.ts LOOKUP_CACHE_TTL_MS) by any process or instance (a connect, a refresh, the scheduler);
 * undefined when there is none that fresh. Should two rows still hold one handle (a handle that moved between
 * channels, both fetched within the window), the one fetched last answers.
 */
export async function freshYouTubeChannel(
  db: Db,
  key: SharedRowKey,
  now: Date,
): Promise<ChannelInfo | undefined> {
  const query = db('youtube_channels').where(
    'last_fetched',
    '>',
    new Date(now.getTime() - LOOKUP_CACHE_TTL_MS),
  );
  if ('id' in key) query.where('id', key.id);
  else if ('handle' in key) query.where('handle', key.handle);
  else query.whereIn('id', db('channel_uploads').where('video_id', key.videoId).select('youtube_channel_id'));
  const row = (await query
    .orderBy([
      { column: 'last_fetched', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])
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
      'handle',
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
    ...(typeof row.handle === 'string' ? { handle: row.handle } : {}),
  };
}

/**
 * The shared row that can answer for `ref` without YouTube: a channel id names its row; a handle names the
 * row that holds it (stored lower-cased, as YouTube matches handles in any case); a video link names the row
 * of the channel whose stored upload it is. A legacy username, a custom URL or a free-form name is not kept
 * on the row, so YouTube says which channel it is.
 */
function sharedRowKey(ref: ChannelRef): SharedRowKey | undefined {
  switch (ref.kind) {
    case 'id':
      return { id: ref.value };
    case 'handle': {
      const handle = handleKey(ref.value);
      return handle ? { handle } : undefined;
    }
    case 'video':
      return { videoId: ref.value };
    case 'username':
    case 'custom':
    case 'name':
      return undefined;
  }
}

/**
 * What a connect or a preview knows of the channel `ref` names: when the shared row `ref` names (sharedRowKey)
 * is fresh it is read from the database, so a channel tracked by many users is fetched once per window however
 * many processes or instances serve them, whichever way they name it; otherwise the provider asks YouTube
 * (through its in-process cache). A lookup by handle keeps that handle on what it found when YouTube's answer
 * did not say the channel's own, so the row stored from it answers the next lookup by that handle.
 */
export async function lookupChannel(
  deps: { db: Db; youtube: ChannelProvider; clock: Clock },
  ref: ChannelRef,
  options?: LookupOptions,
): Promise<ChannelLookup> {
  const key = sharedRowKey(ref);
  if (key) {
    const stored = await freshYouTubeChannel(deps.db, key, deps.clock.now());
    if (stored) return { info: stored, fromSharedRow: true };
  }
  const info = await deps.youtube.lookup(ref, options);
  const handle = ref.kind === 'handle' && !info.handle ? handleKey(ref.value) : null;
  return { info: handle ? { ...info, handle } : info, fromSharedRow: false };
}
