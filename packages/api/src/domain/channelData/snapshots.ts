import { historyResolution, type ChannelSnapshot, type HistoryRange } from '@channel-countdown/contract';
import type { Knex } from 'knex';
import { countOrNull, requiredDate } from '../../db/rows.js';
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

/** The SQL of the first epoch hour of the UTC day or ISO week (Monday, UTC) of the hour `hour` (periodStartHour). */
export const periodStartSql = (period: 'day' | 'week', hour: string) =>
  period === 'day' ? `(${hour} / 24) * 24` : `((${hour} / 24 + 3) / 7 * 7 - 3) * 24`;

/** The figure columns of channel_snapshots. */
export const FIGURE_COLUMNS = ['subscriber_count', 'view_count', 'video_count'] as const;

export interface PeriodFigures {
  youtubeChannelId: string;
  /** The first epoch hour of the day or week. */
  periodHour: number;
  /** The period's last snapshot. */
  at: Date;
  subscriberCount: number | null;
  viewCount: number | null;
  videoCount: number | null;
  /** As the period's last snapshot says. */
  approximate: boolean;
}

/**
 * Each day's or week's figures of the YouTube channels `channels` selects (a subquery of ids, or a list), one row
 * per channel and period with a snapshot from `sinceHour` on (all when null), oldest first: the period's last
 * snapshot (found by grouping the (channel, hour) index, then read by its key), each figure it lacks taken from
 * the period's last snapshot that has it (a backward step of the index, only for such a figure). The roll-up
 * keeps exactly these (rollup.ts), so they read the same before and after it.
 */
export async function readPeriodFigures(
  db: Knex,
  channels: string[] | Knex.QueryBuilder,
  sinceHour: number | null,
  period: 'day' | 'week',
): Promise<PeriodFigures[]> {
  const lasts = db('channel_snapshots')
    .whereIn('youtube_channel_id', channels)
    .modify((query) => (sinceHour === null ? query : query.where('hour', '>=', sinceHour)))
    .groupBy('youtube_channel_id', db.raw(periodStartSql(period, 'hour')))
    .select(
      'youtube_channel_id',
      db.raw(`${periodStartSql(period, 'hour')} as period_hour`),
      db.raw('max(hour) as last_hour'),
    );
  const lastKnown = (column: string) =>
    db.raw(
      `coalesce(s.${column}, (select x.${column} from channel_snapshots x where x.youtube_channel_id = s.youtube_channel_id and x.hour >= ? and x.hour >= lasts.period_hour and x.hour < s.hour and x.${column} is not null order by x.hour desc limit 1)) as ${column}`,
      [sinceHour ?? 0],
    );
  const rows = (await db
    .from(lasts.as('lasts'))
    // Each period's last snapshot read by its key. PostgreSQL is told so: a lateral lookup, which its LIMIT keeps
    // from being flattened (as a join, it hashed the range's or the whole table's snapshots to join them back);
    // SQLite finds it by the index as it joins.
    .modify((query) =>
      db.client.config.client === 'pg'
        ? query.joinRaw(
            'cross join lateral (select * from channel_snapshots x where x.youtube_channel_id = lasts.youtube_channel_id and x.hour = lasts.last_hour limit 1) s',
          )
        : query.join('channel_snapshots as s', (join) =>
            join
              .on('s.youtube_channel_id', '=', 'lasts.youtube_channel_id')
              .andOn('s.hour', '=', 'lasts.last_hour'),
          ),
    )
    .orderBy([{ column: 's.youtube_channel_id' }, { column: 'lasts.period_hour' }])
    .select(
      's.youtube_channel_id',
      'lasts.period_hour',
      's.at',
      's.approximate',
      ...FIGURE_COLUMNS.map(lastKnown),
    )) as Record<string, unknown>[];
  return rows.map((row) => ({
    youtubeChannelId: String(row.youtube_channel_id),
    periodHour: Number(row.period_hour),
    at: requiredDate(row.at),
    subscriberCount: countOrNull(row.subscriber_count),
    viewCount: countOrNull(row.view_count),
    videoCount: countOrNull(row.video_count),
    approximate: Boolean(row.approximate),
  }));
}

/** The epoch hour of a YouTube channel's first snapshot (null without one): the index's first entry. */
export async function firstSnapshotHour(db: Knex, youtubeChannelId: string): Promise<number | null> {
  const row = (await db('channel_snapshots')
    .where('youtube_channel_id', youtubeChannelId)
    .min({ hour: 'hour' })
    .first()) as { hour: number | string | null } | undefined;
  return row?.hour === null || row?.hour === undefined ? null : Number(row.hour);
}

/** Every stored snapshot of a channel since `since` (all when null), oldest first: the user's data export. */
export async function readSnapshots(
  db: Knex,
  youtubeChannelId: string,
  since: Date | null,
): Promise<ChannelSnapshot[]> {
  const rows: Record<string, unknown>[] = await db('channel_snapshots')
    .where('youtube_channel_id', youtubeChannelId)
    .modify((query) => (since ? query.where('at', '>=', since) : query))
    .orderBy('hour', 'asc')
    .select('at', 'subscriber_count', 'video_count', 'view_count', 'approximate');
  return rows.map(channelSnapshotDto);
}

/**
 * GET /api/channels/:id/history: the channel's history over `range`, oldest first, at the resolution
 * historyResolution gives its span: every snapshot of a week or a month, a point a day for 90 days and a year,
 * and for 'all' as far back as the history goes (a point a week past a year).
 */
export async function readHistory(
  db: Knex,
  youtubeChannelId: string,
  range: HistoryRange,
  now: Date,
): Promise<ChannelSnapshot[]> {
  const since = rangeStart(range, now);
  const nowHour = snapshotHour(now);
  const first = since === null ? await firstSnapshotHour(db, youtubeChannelId) : snapshotHour(since);
  if (first === null) return [];
  const resolution = historyResolution(nowHour - first);
  if (resolution === 'hour') return readSnapshots(db, youtubeChannelId, since);
  const periods = await readPeriodFigures(db, [youtubeChannelId], first, resolution);
  return periods
    .filter((period) => since === null || period.at >= since)
    .map((period) => ({
      at: period.at.toISOString(),
      subscriberCount: period.subscriberCount,
      videoCount: period.videoCount,
      viewCount: period.viewCount,
      approximate: period.approximate,
    }));
}
