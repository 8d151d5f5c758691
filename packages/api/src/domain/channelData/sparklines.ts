import { SPARKLINE_DAYS, type ChannelSparklines } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { toDate } from '../../db/rows.js';
import { ownedBy, ownedChannels } from '../channels/ownership.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DatedCount {
  at: Date;
  count: number;
}

/**
 * One figure per UTC day, the day's last, oldest first (pure). Snapshots come at most hourly and refreshes
 * every few hours, so this keeps a card's line to about SPARKLINE_DAYS points however often it is refreshed.
 */
export function dailyLast(points: readonly DatedCount[]): number[] {
  const byDay = new Map<number, DatedCount>();
  for (const point of points) {
    const day = Math.floor(point.at.getTime() / DAY_MS);
    const kept = byDay.get(day);
    if (!kept || kept.at <= point.at) byDay.set(day, point);
  }
  return [...byDay.entries()].sort(([a], [b]) => a - b).map(([, point]) => point.count);
}

interface SparklineRow {
  id: number;
  at: unknown;
  subscriber_count: number | string;
}

/**
 * The subscriber sparkline of every channel of the user, in one query whatever the number of channels: the
 * snapshots of the last SPARKLINE_DAYS days of each channel's YouTube channel, joined to the user's rows.
 */
export async function listSparklines(db: Db, userId: number, now: Date): Promise<ChannelSparklines> {
  const since = new Date(now.getTime() - SPARKLINE_DAYS * DAY_MS);
  const [channels, rows] = await Promise.all([
    ownedChannels(db, userId).pluck('channels.id') as Promise<number[]>,
    db('channels')
      .join('channel_snapshots', 'channel_snapshots.youtube_channel_id', 'channels.channel_id')
      .modify(ownedBy(userId))
      .andWhere('channel_snapshots.at', '>=', since)
      .whereNotNull('channel_snapshots.subscriber_count')
      .select('channels.id', 'channel_snapshots.at', 'channel_snapshots.subscriber_count') as Promise<
      SparklineRow[]
    >,
  ]);
  const points = new Map<number, DatedCount[]>(channels.map((id) => [id, []]));
  for (const row of rows) {
    points.get(row.id)?.push({ at: toDate(row.at) as Date, count: Number(row.subscriber_count) });
  }
  return Object.fromEntries([...points].map(([id, list]) => [String(id), dailyLast(list)]));
}
