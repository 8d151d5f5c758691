import { HISTORY_TIERS, periodStartHour, type HistoryRows } from '@channel-countdown/contract';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { FIGURE_COLUMNS, periodStartSql, snapshotHour } from './snapshots.js';

/** What one roll-up did. */
export interface RollupReport {
  /** The channels that had snapshots to roll up (a snapshot in a window this run reads). */
  channels: number;
  /** Snapshots removed by the daily tier (all but each day's last) and by the weekly one. */
  dailyRemoved: number;
  weeklyRemoved: number;
  /** The hours before which the history is now daily, and weekly (the next roll-up starts from these). */
  dailyBefore: number;
  weeklyBefore: number;
  /** The snapshots left in each tier once this roll-up was done (the admin's storage figures). */
  rows: HistoryRows;
}

/** Where the last roll-up left the tiers: the next one only reads the snapshots after these hours. */
export interface RollupMark {
  dailyBefore: number;
  weeklyBefore: number;
}

/**
 * The hours before which the history is rolled up at `now` (HISTORY_TIERS): days before the hourly tier's first
 * day keep one snapshot, weeks wholly before the daily tier's first day one too. Both are period boundaries, so
 * a roll-up takes whole days and whole weeks.
 */
export function rollupCutoffs(now: Date, tiers: typeof HISTORY_TIERS = HISTORY_TIERS): RollupMark {
  const today = periodStartHour(snapshotHour(now), 'day');
  return {
    dailyBefore: today - tiers.hourlyDays * 24,
    weeklyBefore: periodStartHour(today - tiers.dailyDays * 24, 'week'),
  };
}

/**
 * Rolls one period tier of a channel's snapshots in [from, before) up to one a period: the period's last
 * snapshot first takes each figure it lacks from the period's last snapshot that has it, then every other
 * snapshot of the period goes. Returns how many were removed.
 */
async function rollUpTier(
  trx: Knex.Transaction,
  youtubeChannelId: string,
  period: 'day' | 'week',
  from: number,
  before: number,
): Promise<number> {
  if (before <= from) return 0;
  const start = periodStartSql(period, 'channel_snapshots.hour');
  const end = `${start} + ${period === 'day' ? 24 : 168}`;
  const sameChannel = 's.youtube_channel_id = channel_snapshots.youtube_channel_id';
  const laterInPeriod = `exists (select 1 from channel_snapshots s where ${sameChannel} and s.hour > channel_snapshots.hour and s.hour < ${end})`;
  const lastKnown = (column: string) =>
    `coalesce(${column}, (select s.${column} from channel_snapshots s where ${sameChannel} and s.hour >= ${start} and s.hour < channel_snapshots.hour and s.${column} is not null order by s.hour desc limit 1))`;
  await trx('channel_snapshots')
    .where('youtube_channel_id', youtubeChannelId)
    .where('hour', '>=', from)
    .where('hour', '<', before)
    .where((query) => {
      for (const column of FIGURE_COLUMNS) query.orWhereNull(column);
    })
    .whereRaw(`not ${laterInPeriod}`)
    .update(Object.fromEntries(FIGURE_COLUMNS.map((column) => [column, trx.raw(lastKnown(column))])));
  return trx('channel_snapshots')
    .where('youtube_channel_id', youtubeChannelId)
    .where('hour', '>=', from)
    .where('hour', '<', before)
    .whereRaw(laterInPeriod)
    .delete();
}

/**
 * The scheduled roll-up of the channels' history (HISTORY_TIERS): snapshots of days before the hourly tier become
 * one a day, of weeks before the daily tier one a week, each keeping its period's last figures, so every read
 * (the history, the gains, Compare, the analytics) sees the same figure for a day or a week as before. Each
 * channel with a snapshot to roll up in a transaction of its own; the snapshots before `mark` were rolled up by
 * an earlier run and are not read again (a period straddling the mark is taken whole).
 */
export async function rollUpHistory(db: Db, now: Date, mark: RollupMark | null): Promise<RollupReport> {
  const cutoffs = rollupCutoffs(now);
  const dailyFrom = mark ? periodStartHour(mark.dailyBefore, 'day') : 0;
  const weeklyFrom = mark ? periodStartHour(mark.weeklyBefore, 'week') : 0;
  const windows = [
    [dailyFrom, cutoffs.dailyBefore],
    [weeklyFrom, cutoffs.weeklyBefore],
  ].filter(([from, before]) => before! > from!);
  // Only the channels with a snapshot in a window still to roll up, found in one read: on a server of 100,000
  // users, visiting each of their 300,000 channels in a transaction of its own kept a core busy for a minute,
  // most of them without any history there.
  const ids =
    windows.length === 0
      ? []
      : ((await db('channel_snapshots')
          .distinct('youtube_channel_id')
          .where((query) => {
            for (const [from, before] of windows)
              query.orWhere((window) => window.where('hour', '>=', from!).where('hour', '<', before!));
          })
          .orderBy('youtube_channel_id')
          .pluck('youtube_channel_id')) as string[]);
  const report: RollupReport = {
    channels: 0,
    dailyRemoved: 0,
    weeklyRemoved: 0,
    ...cutoffs,
    rows: { hourly: 0, daily: 0, weekly: 0 },
  };
  for (const id of ids) {
    await db.transaction(async (trx) => {
      report.dailyRemoved += await rollUpTier(trx, id, 'day', dailyFrom, cutoffs.dailyBefore);
      report.weeklyRemoved += await rollUpTier(trx, id, 'week', weeklyFrom, cutoffs.weeklyBefore);
    });
    report.channels += 1;
  }
  report.rows = await tierRows(db, cutoffs);
  return report;
}

/** The snapshots in each tier, of every channel, counted in one read. */
async function tierRows(db: Db, cutoffs: RollupMark): Promise<HistoryRows> {
  const row = (await db('channel_snapshots').first(
    db.raw('sum(case when hour >= ? then 1 else 0 end) as hourly', [cutoffs.dailyBefore]),
    db.raw('sum(case when hour >= ? and hour < ? then 1 else 0 end) as daily', [
      cutoffs.weeklyBefore,
      cutoffs.dailyBefore,
    ]),
    db.raw('sum(case when hour < ? then 1 else 0 end) as weekly', [cutoffs.weeklyBefore]),
  )) as Record<keyof HistoryRows, string | number | null> | undefined;
  return {
    hourly: Number(row?.hourly ?? 0),
    daily: Number(row?.daily ?? 0),
    weekly: Number(row?.weekly ?? 0),
  };
}

/** The storage figures the last roll-up left (its recorded report), or null before the first one. */
export function historyRowsOf(lastResult: unknown): HistoryRows | null {
  const rows = (lastResult as Partial<RollupReport> | null | undefined)?.rows;
  return rows && typeof rows.hourly === 'number' ? rows : null;
}
