import type { Clock } from '../clock.js';
import type { Db } from '../db/knex.js';
import { Channel } from '../db/models/index.js';
import type { ChannelInfo, ChannelProvider } from '../youtube/index.js';
import { mergeCounts, type ChannelCounts } from '../youtube/storedCounts.js';
import { recordSnapshot } from './snapshots.js';

export interface ChannelDataDeps {
  db: Db;
  youtube: ChannelProvider;
  clock: Clock;
}

/** A row's stored figures (bigint columns may come back as strings from PostgreSQL). */
function storedCounts(row: Channel): ChannelCounts {
  const num = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    subscriberCount: num(row.subscriberCount),
    videoCount: num(row.videoCount),
    viewCount: num(row.viewCount),
    countsApproximate: Boolean(row.countsApproximate),
  };
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * A user's row after a lookup: YouTube's name, description and picture, the figures merged so a figure the
 * lookup lacks keeps its stored value (storedCounts.ts), and the latest upload known to either (a batch
 * lookup and the feed poller each know only part of it).
 */
export function refreshedFields(row: Channel, info: ChannelInfo, now: Date) {
  return {
    channelName: info.channelName,
    channelDescription: info.channelDescription,
    thumbnailUrl: info.thumbnailUrl,
    ...mergeCounts(storedCounts(row), info),
    lastUpload: later(toDateOrNull(row.lastUpload), info.lastUpload),
    lastFetched: now,
    updatedAt: now,
  };
}

const toDateOrNull = (value: Date | null) => (value instanceof Date ? value : null);

/**
 * Stores one lookup of a YouTube channel into every user's row of it and into its history, in one
 * transaction so the rows and the snapshot tell the same story.
 */
export async function storeChannelInfo(db: Db, youtubeChannelId: string, info: ChannelInfo, now: Date): Promise<void> {
  await storeChannelInfos(db, [info], now, youtubeChannelId);
}

/**
 * Several lookups (a Data API batch) stored in one transaction: one commit instead of one per channel, which
 * is most of a refresh's time on SQLite. `youtubeChannelId` names the rows of a single lookup when the
 * caller asked by another spelling of the id.
 */
export async function storeChannelInfos(db: Db, infos: ChannelInfo[], now: Date, youtubeChannelId?: string): Promise<void> {
  if (infos.length === 0) return;
  await db.transaction(async (trx) => {
    const idOf = (info: ChannelInfo) => youtubeChannelId ?? info.channelId;
    const rows = await Channel.query(trx).whereIn('channel_id', infos.map(idOf));
    const infoById = new Map(infos.map((info) => [idOf(info), info]));
    for (const row of rows) {
      const info = infoById.get(row.channelId);
      if (info) await Channel.query(trx).patch(refreshedFields(row, info, now)).where('id', row.id);
    }
    for (const info of infos) await recordSnapshot(trx, idOf(info), info, now);
  });
}

/**
 * One upstream lookup (at most a minute old: cache.ts) of a YouTube channel, stored for every user who
 * tracks it. However many users track a channel, refreshing it asks YouTube once.
 */
export async function refreshYouTubeChannel(deps: ChannelDataDeps, youtubeChannelId: string): Promise<ChannelInfo> {
  const info = await deps.youtube.lookup({ kind: 'id', value: youtubeChannelId }, { fresh: true });
  await storeChannelInfo(deps.db, youtubeChannelId, info, deps.clock.now());
  return info;
}
