import {
  addDays,
  dailyGains,
  GAINS_CSV_HEADER,
  gainsCsvRows,
  gainsSpan,
  type ChannelGains,
  type GainsDay,
  type GainsSnapshot,
  type HistoryRange,
} from '@channel-countdown/contract';
import { stringify } from 'csv-stringify/sync';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { countOrNull } from '../../db/rows.js';
import { SAFE_CSV } from '../csv.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The server's days are UTC days: a snapshot's day is its epoch hour (`hour`, stored) divided by 24. */
export const GAINS_TIME_ZONE = 'UTC';

/** The epoch day number of a UTC day ('YYYY-MM-DD'). */
const epochDay = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The figure columns of channel_snapshots, by the name a daily row gives each. */
const FIGURES = ['subscriber_count', 'view_count', 'video_count'] as const;

/** One figure of a daily row: the day's last snapshot that knows it (1), by a window over the day's snapshots. */
const lastOfDay = (column: (typeof FIGURES)[number]) =>
  `row_number() over (partition by youtube_channel_id, hour / 24 order by case when ${column} is null then 1 else 0 end, hour desc) as ${column}_rank`;

export interface DailyFigures extends GainsSnapshot {
  youtubeChannelId: string;
}

/**
 * Each day's last known figures of the YouTube channels `channels` selects (a subquery of ids, or a list), one
 * row per channel and UTC day with a snapshot since `sinceDay` (all when null), in one query aggregated by the
 * database: each figure is taken from the day's last snapshot that has it, so an hourly history reaches Node
 * as at most one row a day. `at` is the day's first instant (the row stands for its day).
 */
export async function readDailyFigures(
  db: Db,
  channels: string[] | Knex.QueryBuilder,
  sinceDay: string | null,
): Promise<DailyFigures[]> {
  const ranked = db('channel_snapshots')
    .whereIn('youtube_channel_id', channels)
    .modify((query) => (sinceDay === null ? query : query.where('hour', '>=', epochDay(sinceDay) * 24)))
    .select(
      'youtube_channel_id',
      db.raw('hour / 24 as day'),
      ...FIGURES,
      ...FIGURES.map((column) => db.raw(lastOfDay(column))),
    );
  const rows = (await db
    .from(ranked.as('ranked'))
    .groupBy('youtube_channel_id', 'day')
    .orderBy([{ column: 'youtube_channel_id' }, { column: 'day' }])
    .select(
      'youtube_channel_id',
      'day',
      ...FIGURES.map((column) => db.raw(`max(case when ${column}_rank = 1 then ${column} end) as ${column}`)),
    )) as Record<string, unknown>[];
  return rows.map((row) => ({
    youtubeChannelId: String(row.youtube_channel_id),
    at: new Date(Number(row.day) * DAY_MS),
    subscriberCount: countOrNull(row.subscriber_count),
    viewCount: countOrNull(row.view_count),
    videoCount: countOrNull(row.video_count),
  }));
}

/**
 * GET /api/channels/:id/gains: the channel's gains table over `range` ending today (UTC days), read as one row
 * a day from the database (with the day before the range, for its first day's change).
 */
export async function readGains(
  db: Db,
  youtubeChannelId: string,
  range: HistoryRange,
  now: Date,
): Promise<ChannelGains> {
  const span = gainsSpan(range, now, GAINS_TIME_ZONE);
  const days = await readDailyFigures(db, [youtubeChannelId], span.from && addDays(span.from, -1));
  return { range, timeZone: GAINS_TIME_ZONE, days: dailyGains(days, span, GAINS_TIME_ZONE) };
}

/** The gains table as a CSV file, oldest day first; an unknown figure or change is an empty cell, never 0. */
export function gainsCsv(days: readonly GainsDay[]): string {
  return stringify([[...GAINS_CSV_HEADER], ...gainsCsvRows(days)], SAFE_CSV);
}
