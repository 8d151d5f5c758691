import type { ChannelSnapshot, HistoryRange } from '@channel-countdown/contract';
import type { Knex } from 'knex';
import { channelSnapshotDto } from './presenter.js';
import type { ChannelCounts } from '../../youtube/storedCounts.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How far back each history range reaches; 'all' has no start. */
const RANGE_MS: Record<HistoryRange, number | null> = {
  '7d': 7 * DAY_MS,
  '30d': 30 * DAY_MS,
  '90d': 90 * DAY_MS,
  '1y': 365 * DAY_MS,
  all: null,
};

/** The first moment a history range covers, or null for all of it. */
export function rangeStart(range: HistoryRange, now: Date): Date | null {
  const span = RANGE_MS[range];
  return span === null ? null : new Date(now.getTime() - span);
}

/** The hour a snapshot belongs to: a channel has at most one per hour, however often it is refreshed. */
export const snapshotHour = (at: Date) => Math.floor(at.getTime() / HOUR_MS);

/**
 * Writes the channel's figures as they are at `at`, unless this hour already has a snapshot (the first of the
 * hour stands) or YouTube showed none of them (an empty point would only draw a gap).
 */
export async function recordSnapshot(
  db: Knex | Knex.Transaction,
  youtubeChannelId: string,
  counts: ChannelCounts,
  at: Date,
): Promise<void> {
  if (counts.subscriberCount === null && counts.videoCount === null && counts.viewCount === null) return;
  await db('channel_snapshots')
    .insert({
      youtube_channel_id: youtubeChannelId,
      at,
      hour: snapshotHour(at),
      subscriber_count: counts.subscriberCount,
      video_count: counts.videoCount,
      view_count: counts.viewCount,
      approximate: counts.countsApproximate,
    })
    .onConflict(['youtube_channel_id', 'hour'])
    .ignore();
}

/** A channel's snapshots since `since` (all when null), oldest first. */
export async function readHistory(
  db: Knex,
  youtubeChannelId: string,
  since: Date | null,
): Promise<ChannelSnapshot[]> {
  const rows: Record<string, unknown>[] = await db('channel_snapshots')
    .where('youtube_channel_id', youtubeChannelId)
    .modify((query) => (since ? query.where('at', '>=', since) : query))
    .orderBy('at', 'asc')
    .select('at', 'subscriber_count', 'video_count', 'view_count', 'approximate');
  return rows.map(channelSnapshotDto);
}
