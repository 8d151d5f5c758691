import {
  addDays,
  dailyGains,
  GAINS_CSV_HEADER,
  gainsCsvRows,
  gainsSpan,
  type ChannelGains,
  type GainsDay,
  type GainsSnapshot,
  type GainsUpload,
  type UploadKind,
  type HistoryRange,
} from '@channel-countdown/contract';
import { stringify } from 'csv-stringify/sync';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { toDate } from '../../db/rows.js';
import { SAFE_CSV } from '../csv.js';
import { readPeriodFigures } from './snapshots.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The server's days are UTC days: a snapshot's day is its epoch hour (`hour`, stored) divided by 24. */
export const GAINS_TIME_ZONE = 'UTC';

/** The epoch day number of a UTC day ('YYYY-MM-DD'). */
const epochDay = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

export interface DailyFigures extends GainsSnapshot {
  youtubeChannelId: string;
}

/**
 * Each day's last known figures of the YouTube channels `channels` selects (a subquery of ids, or a list), one
 * row per channel and UTC day with a snapshot since `sinceDay` (all when null), aggregated by the database
 * (readPeriodFigures), so a history reaches Node as at most one row a day. `at` is the day's first instant (the
 * row stands for its day).
 */
export async function readDailyFigures(
  db: Db,
  channels: string[] | Knex.QueryBuilder,
  sinceDay: string | null,
): Promise<DailyFigures[]> {
  const rows = await readPeriodFigures(
    db,
    channels,
    sinceDay === null ? null : epochDay(sinceDay) * 24,
    'day',
  );
  return rows.map((row) => ({
    youtubeChannelId: row.youtubeChannelId,
    at: new Date((row.periodHour / 24) * DAY_MS),
    subscriberCount: row.subscriberCount,
    viewCount: row.viewCount,
    videoCount: row.videoCount,
  }));
}

/**
 * The channel's stored uploads (not removed) published from `sinceDay` on (all when null), with its oldest
 * stored upload however old: from that one's day on the feed polls have seen every upload (contract dailyGains).
 */
async function readGainsUploads(
  db: Db,
  youtubeChannelId: string,
  sinceDay: string | null,
): Promise<GainsUpload[]> {
  const since = sinceDay === null ? null : Date.parse(`${sinceDay}T00:00:00Z`);
  const uploads = () =>
    db('channel_uploads').where('youtube_channel_id', youtubeChannelId).whereNull('removed_at');
  const [inRange, oldest] = (await Promise.all([
    uploads()
      .modify((query) => (since === null ? query : query.where('published_at', '>=', new Date(since))))
      .select('published_at', 'kind'),
    uploads().orderBy('published_at', 'asc').first('published_at', 'kind'),
  ])) as [
    Array<{ published_at: unknown; kind: UploadKind }>,
    { published_at: unknown; kind: UploadKind } | undefined,
  ];
  const before = oldest && since !== null && (toDate(oldest.published_at) as Date).getTime() < since;
  const rows = before ? [oldest, ...inRange] : inRange;
  return rows.map((row) => ({ publishedAt: toDate(row.published_at) as Date, kind: row.kind }));
}

/**
 * GET /api/channels/:id/gains: the channel's gains table over `range` ending today (UTC days), read as one row
 * a day from the database (with the day before the range, for its first day's change), and each day's uploads
 * by kind.
 */
export async function readGains(
  db: Db,
  youtubeChannelId: string,
  range: HistoryRange,
  now: Date,
): Promise<ChannelGains> {
  const span = gainsSpan(range, now, GAINS_TIME_ZONE);
  const [days, uploads] = await Promise.all([
    readDailyFigures(db, [youtubeChannelId], span.from && addDays(span.from, -1)),
    readGainsUploads(db, youtubeChannelId, span.from),
  ]);
  return { range, timeZone: GAINS_TIME_ZONE, days: dailyGains(days, span, GAINS_TIME_ZONE, uploads) };
}

/** The gains table as a CSV file, oldest day first; an unknown figure or change is an empty cell, never 0. */
export function gainsCsv(days: readonly GainsDay[]): string {
  return stringify([[...GAINS_CSV_HEADER], ...gainsCsvRows(days)], SAFE_CSV);
}
