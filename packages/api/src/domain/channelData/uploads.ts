import type { ChannelUpload } from '@channel-countdown/contract';
import type { Knex } from 'knex';
import type { UserVersions } from '../../cache/userVersions.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/knex.js';
import { channelUploadDto } from './presenter.js';
import { storableText, storableTextOrNull } from '../../db/storableText.js';
import {
  classifyUploads,
  fetchFeed,
  newestPublished,
  type FeedEntry,
  type UploadKindDeps,
} from '../../youtube/index.js';
import type { Logger } from '../../logger.js';
import { youtubeChannelsChanged } from './youtubeChannels.js';
import { restartCyclesOnUpload } from '../timers/cadence.js';

export interface FeedDeps {
  db: Db;
  /** Moved for every user tracking a channel whose last upload the feed moves. */
  versions: UserVersions;
  clock: Clock;
  webBaseUrl: string;
  timeoutMs?: number;
  /** The channel provider: with a Data API key, its liveVideoIds tells the new uploads' live streams. */
  youtube?: UploadKindDeps['youtube'];
  /** Data API units the feed polls leave for users. */
  budget?: UploadKindDeps['budget'];
  metrics?: UploadKindDeps['metrics'];
  logger?: Pick<Logger, 'warn'>;
}

/** How many uploads GET paths.channelUploads lists (the feed itself holds about 15). */
export const UPLOADS_LISTED = 50;

/** How many of a channel's newest uploads its feed lists: one older than a full feed's oldest may only have left it. */
export const FEED_LENGTH = 15;

export interface FeedPollResult {
  /** Entries stored for the first time. */
  stored: number;
  /** Of those, uploads announced as news (none on a channel's first poll, which only seeds). */
  newUploads: string[];
  /** Stored uploads this poll found gone from the feed (recorded as 'video-removed' changes). */
  removed: string[];
}

/** The entries of `entries` whose video is not in `known` (pure: which feed entries are news). */
export function unseenEntries(entries: FeedEntry[], known: ReadonlySet<string>): FeedEntry[] {
  const seen = new Set(known);
  return entries.filter((entry) => (seen.has(entry.videoId) ? false : (seen.add(entry.videoId), true)));
}

/**
 * Reads a channel's public feed (no key, no quota) and stores the uploads not seen before, each with its kind
 * (youtube/uploadKinds.ts: asked only when there are such uploads). After the channel's first poll, each such
 * upload moves the channel's last_upload and is recorded once in channel_events (the unique index holds even
 * when two polls race).
 */
export async function pollChannelFeed(deps: FeedDeps, youtubeChannelId: string): Promise<FeedPollResult> {
  const entries = await fetchFeed(deps.webBaseUrl, youtubeChannelId, deps.timeoutMs ?? 8000);
  const stored = new Set(
    (await deps
      .db('channel_uploads')
      .where('youtube_channel_id', youtubeChannelId)
      .whereIn(
        'video_id',
        entries.map((entry) => entry.videoId),
      )
      .pluck('video_id')) as string[],
  );
  const classified = await classifyUploads(deps, youtubeChannelId, unseenEntries(entries, stored));
  if (classified.unknown.length > 0)
    deps.logger?.warn(
      { channelId: youtubeChannelId, unknown: classified.unknown },
      'feed poll: some kinds of the new uploads could not be told; they read as regular videos',
    );
  const now = deps.clock.now();
  const result = await deps.db.transaction(async (trx) => {
    const seeded =
      (await trx('channel_feed_polls').where('youtube_channel_id', youtubeChannelId).first()) !== undefined;
    const known = await trx('channel_uploads')
      .where('youtube_channel_id', youtubeChannelId)
      .whereIn(
        'video_id',
        entries.map((entry) => entry.videoId),
      )
      .pluck('video_id');
    const fresh = unseenEntries(entries, new Set(known as string[]));
    if (fresh.length > 0) {
      await trx('channel_uploads')
        .insert(
          fresh.map((entry) => ({
            youtube_channel_id: youtubeChannelId,
            video_id: entry.videoId,
            title: storableText(entry.title, 255),
            published_at: entry.publishedAt,
            thumbnail_url: storableTextOrNull(entry.thumbnailUrl, 2048),
            // An upload a racing poll found after this one looked (not classified here) reads as a video.
            kind: classified.kinds.get(entry.videoId) ?? 'video',
            seen_at: now,
          })),
        )
        .onConflict(['youtube_channel_id', 'video_id'])
        .ignore();
    }
    const newUploads = seeded ? fresh.map((entry) => entry.videoId) : [];
    if (newUploads.length > 0) {
      await trx('channel_events')
        .insert(
          newUploads.map((videoId) => ({
            youtube_channel_id: youtubeChannelId,
            kind: 'upload',
            video_id: videoId,
            at: now,
          })),
        )
        .onConflict(['youtube_channel_id', 'kind', 'video_id'])
        .ignore();
    }
    // A channel that restarts on each upload starts its next cycle at the newest one.
    const newest = newUploads.length > 0 ? newestPublished(fresh) : null;
    const restarted = newest ? await restartCyclesOnUpload(trx, youtubeChannelId, newest) : [];
    const removed = seeded ? await recordRemovedUploads(trx, youtubeChannelId, entries, now) : [];
    const moved = await moveLastUpload(trx, youtubeChannelId, entries);
    await trx('channel_feed_polls')
      .insert({ youtube_channel_id: youtubeChannelId, polled_at: now })
      .onConflict('youtube_channel_id')
      .merge(['polled_at']);
    return { stored: fresh.length, newUploads, moved, restarted, removed };
  });
  // A new upload changes the cycles' outcomes and streaks the channel list shows, even when a refresh had
  // already moved the channel's last upload to it.
  if (result.moved || result.stored > 0 || result.removed.length > 0)
    await youtubeChannelsChanged(deps, [youtubeChannelId]);
  if (result.restarted.length > 0) await deps.versions.bump(result.restarted);
  return { stored: result.stored, newUploads: result.newUploads, removed: result.removed };
}

/**
 * The stored uploads the feed no longer lists, where it would list them: newer than a full feed's oldest entry
 * (an older one may only have been pushed out by newer uploads), any when the feed is shorter. Each is marked
 * removed and recorded once as a 'video-removed' change (youtube_channel_changes, before: its title) by the poll
 * whose conditional update marked it, even when two polls race. An empty feed removes nothing (a feed that
 * failed to list anything says nothing of the videos); an upload the feed lists again is no longer removed.
 */
async function recordRemovedUploads(
  trx: Knex.Transaction,
  youtubeChannelId: string,
  entries: FeedEntry[],
  now: Date,
): Promise<string[]> {
  if (entries.length === 0) return [];
  const listed = entries.map((entry) => entry.videoId);
  await trx('channel_uploads')
    .where('youtube_channel_id', youtubeChannelId)
    .whereIn('video_id', listed)
    .whereNotNull('removed_at')
    .update({ removed_at: null });
  const oldest =
    entries.length >= FEED_LENGTH
      ? new Date(Math.min(...entries.map((entry) => entry.publishedAt.getTime())))
      : null;
  const gone = (await trx('channel_uploads')
    .where('youtube_channel_id', youtubeChannelId)
    .whereNull('removed_at')
    .whereNotIn('video_id', listed)
    .modify((query) => (oldest ? query.where('published_at', '>', oldest) : query))
    .select('id', 'video_id', 'title')) as Array<{ id: number; video_id: string; title: string }>;
  const removed: string[] = [];
  for (const upload of gone) {
    const claimed = await trx('channel_uploads')
      .where('id', upload.id)
      .whereNull('removed_at')
      .update({ removed_at: now });
    if (claimed === 0) continue;
    await trx('youtube_channel_changes').insert({
      youtube_channel_id: youtubeChannelId,
      kind: 'video-removed',
      before: upload.title,
      after: null,
      at: now,
    });
    removed.push(upload.video_id);
  }
  return removed;
}

/** The newest upload the feed shows becomes the channel's last_upload, unless it knew a later one. */
async function moveLastUpload(
  trx: Knex.Transaction,
  youtubeChannelId: string,
  entries: FeedEntry[],
): Promise<boolean> {
  const newest = newestPublished(entries);
  if (!newest) return false;
  const moved = await trx('youtube_channels')
    .where('id', youtubeChannelId)
    .andWhere((query) => query.whereNull('last_upload').orWhere('last_upload', '<', newest))
    .update({ last_upload: newest });
  return moved > 0;
}

/** A channel's stored uploads, newest first. */
export async function listUploads(db: Db, youtubeChannelId: string): Promise<ChannelUpload[]> {
  const rows: Record<string, unknown>[] = await db('channel_uploads')
    .where('youtube_channel_id', youtubeChannelId)
    // A video gone from the feed is no longer listed (it is in the channel's change log instead).
    .whereNull('removed_at')
    .orderBy([
      { column: 'published_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(UPLOADS_LISTED)
    .select('video_id', 'title', 'published_at', 'thumbnail_url', 'kind');
  return rows.map(channelUploadDto);
}
