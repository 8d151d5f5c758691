import {
  completionOfEndedCycles,
  type Analytics,
  type AnalyticsPeriod,
  type AnalyticsRange,
  type CycleCounts,
} from '@channel-countdown/contract';
import type { Knex } from 'knex';
import { rangeStart } from '../channelData/snapshots.js';
import { joinYouTubeChannel } from '../channelData/youtubeChannels.js';
import type { Db } from '../../db/knex.js';
import { count, countOrNull, requiredDate } from '../../db/rows.js';
import { newestFirst } from '../channels/service.js';
import { ownedBy } from '../channels/ownership.js';
import { analyticsPeriodDto, channelAnalyticsDto, type CycleOutcome } from './presenter.js';
import { cycleEndedAtSql, cycleStateSql, endedCycleHadUploadSql } from '../cycles/cycle.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where the channel's own facts are read: the YouTube channel's shared row. Its name and last upload are
 * read here only, so moving them is a change of this one place.
 */
const CHANNEL_FACTS = {
  join: joinYouTubeChannel,
  name: 'youtube_channels.channel_name',
  lastUpload: 'youtube_channels.last_upload',
};

/** A period (from, to]: an event at `to` (now) counts in the range, one at `from` in the range before. */
interface Period {
  from: Date;
  to: Date;
}

/** The chosen range ending now, and the range of equal length just before it. */
export function periodsOf(range: AnalyticsRange, now: Date): { current: Period; previous: Period } {
  const from = rangeStart(range, now) as Date;
  const span = now.getTime() - from.getTime();
  return { current: { from, to: now }, previous: { from: new Date(from.getTime() - span), to: from } };
}

/** Milliseconds from one timestamp column to another: SQLite stores epoch milliseconds, PostgreSQL timestamptz. */
const msBetweenSql = (db: Knex, from: string, to: string) =>
  db.client.config.client === 'pg' ? `(extract(epoch from (${to} - ${from})) * 1000)` : `(${to} - ${from})`;

const PERIOD_KEYS = ['cur', 'prev'] as const;
type PeriodKey = (typeof PERIOD_KEYS)[number];

/** Sum of `then` over the rows whose `column` falls in the period (from, to]; binds from, to. */
const sumWithin = (column: string, then: string, condition = 'true') =>
  `sum(case when ${condition} and ${column} > ? and ${column} <= ? then ${then} else 0 end)`;

type Row = Record<string, unknown>;

/** The figures of the cycles of one period, from the sums the query took (see cycleSums). */
interface CycleSums {
  counts: CycleCounts;
  /** Of the completed ones, those with an upload inside them. */
  completedWithUpload: number;
  endedMs: number;
}

/** Average days from start to end (or deletion) of the ended cycles, one decimal; null when none ended. */
const averageDaysOf = ({ counts, endedMs }: CycleSums) => {
  const ended = counts.completed + counts.deleted;
  return ended === 0 ? null : Math.round((endedMs / ended / DAY_MS) * 10) / 10;
};

function outcomeOf(sums: CycleSums, subscriberGrowth: number | null): CycleOutcome {
  return {
    cycles: sums.counts,
    completionRate: completionOfEndedCycles(sums.counts),
    completedWithUpload: sums.completedWithUpload,
    averageCycleDays: averageDaysOf(sums),
    subscriberGrowth,
  };
}

function sumsOf(row: Row, key: PeriodKey): CycleSums {
  return {
    counts: {
      started: count(row[`${key}_started`]),
      completed: count(row[`${key}_completed`]),
      deleted: count(row[`${key}_deleted`]),
    },
    completedWithUpload: count(row[`${key}_with_upload`]),
    endedMs: count(row[`${key}_ended_ms`]),
  };
}

/** Subscribers gained in the period: the last known count at its end minus the count at its start. */
function growthOf(row: Row, key: PeriodKey): number | null {
  const start = countOrNull(row[`${key}_subs_start`]);
  const end = countOrNull(row[`${key}_subs_end`]);
  return start === null || end === null ? null : end - start;
}

/**
 * The user's analytics for `range`, in one SQL statement whatever the number of channels and cycles: each
 * channel with its cycles' sums per period (states from the cycle rules' SQL twins) and its subscriber
 * counts at each period's edges (channel_snapshots of its YouTube channel); the totals add the channels up.
 */
export async function analyticsFor(
  db: Db,
  userId: number,
  range: AnalyticsRange,
  now: Date,
  /** Only these of the user's channels (a group's); null: all of them. */
  onlyChannels: readonly number[] | null = null,
): Promise<Analytics> {
  const periods = periodsOf(range, now);
  const narrowed = (query: Knex.QueryBuilder) =>
    onlyChannels === null ? query : query.whereIn('channels.id', [...onlyChannels]);
  const periodOf = (key: PeriodKey) => (key === 'cur' ? periods.current : periods.previous);

  // Each of the user's cycles with how it stands now, then when it ended (null while in progress).
  const states = db('timers')
    .join('channels', 'channels.id', 'timers.channel_id')
    .modify(ownedBy(userId))
    .modify(narrowed)
    .select(
      'timers.channel_id',
      'channels.channel_id as youtube_channel_id',
      'timers.start_time',
      'timers.end_time',
      'timers.deleted_at',
      db.raw(`${cycleStateSql('timers')} as state`, [now, now]),
    );
  const endedAt = db
    .from(states.as('s'))
    .select(
      's.channel_id',
      's.youtube_channel_id',
      's.start_time',
      's.state',
      db.raw(`${cycleEndedAtSql('s')} as ended_at`),
    );
  // Each ended cycle's outcome: whether an upload landed inside it (the channel page's cycleUploads).
  const ended = db
    .from(endedAt.as('x'))
    .select(
      'x.channel_id',
      'x.start_time',
      'x.state',
      'x.ended_at',
      db.raw(`${endedCycleHadUploadSql('x')} as with_upload`),
    );

  const sums: Knex.Raw[] = [
    db.raw(`sum(case when e.state = 'running' then 1 else 0 end) as running`),
    db.raw(`sum(case when e.state = 'paused' then 1 else 0 end) as paused`),
  ];
  const sumColumns = ['c.running', 'c.paused'];
  for (const key of PERIOD_KEYS) {
    sumColumns.push(
      ...['started', 'completed', 'deleted', 'with_upload', 'ended_ms'].map((name) => `c.${key}_${name}`),
    );
    const { from, to } = periodOf(key);
    sums.push(
      db.raw(`${sumWithin('e.start_time', '1')} as ${key}_started`, [from, to]),
      db.raw(`${sumWithin('e.ended_at', '1', `e.state = 'completed'`)} as ${key}_completed`, [from, to]),
      db.raw(`${sumWithin('e.ended_at', '1', `e.state = 'deleted'`)} as ${key}_deleted`, [from, to]),
      db.raw(`${sumWithin('e.ended_at', 'e.with_upload', `e.state = 'completed'`)} as ${key}_with_upload`, [
        from,
        to,
      ]),
      db.raw(
        `${sumWithin('e.ended_at', msBetweenSql(db, 'e.start_time', 'e.ended_at'))} as ${key}_ended_ms`,
        [from, to],
      ),
    );
  }
  const cycleSums = db
    .from(ended.as('e'))
    .groupBy('e.channel_id')
    .select('e.channel_id', ...sums);

  // The channel's subscriber count at a moment: its last snapshot with a count up to then.
  const subscribersAt = (order: 'asc' | 'desc', condition: string) =>
    `(select s.subscriber_count from channel_snapshots s where s.youtube_channel_id = channels.channel_id` +
    ` and s.subscriber_count is not null and ${condition} order by s.at ${order} limit 1)`;
  const edges: Knex.Raw[] = PERIOD_KEYS.flatMap((key) => {
    const { from, to } = periodOf(key);
    return [
      // At the start: the last count up to it, else (a channel first seen during the period) its first count in it.
      db.raw(
        `coalesce(${subscribersAt('desc', 's.at <= ?')}, ${subscribersAt('asc', 's.at > ? and s.at <= ?')}) as ${key}_subs_start`,
        [from, from, to],
      ),
      db.raw(`${subscribersAt('desc', 's.at <= ?')} as ${key}_subs_end`, [to]),
    ];
  });

  const rows = (await db('channels')
    .modify(CHANNEL_FACTS.join)
    .leftJoin(cycleSums.as('c'), 'c.channel_id', 'channels.id')
    .modify(ownedBy(userId))
    .modify(narrowed)
    .orderBy(newestFirst('channels'))
    .select(
      'channels.id',
      'channels.channel_id',
      'channels.created_at',
      `${CHANNEL_FACTS.name} as channel_name`,
      `${CHANNEL_FACTS.lastUpload} as last_upload`,
      db.raw(
        'exists (select 1 from timers t where t.channel_id = channels.id and t.is_current = ?) as has_timer',
        [true],
      ),
      ...sumColumns,
      ...edges,
    )) as Row[];

  const channels = rows.map((row) =>
    channelAnalyticsDto(row, outcomeOf(sumsOf(row, 'cur'), growthOf(row, 'cur'))),
  );

  const periodFigures = (key: PeriodKey): AnalyticsPeriod => {
    const { from, to } = periodOf(key);
    const total: CycleSums = {
      counts: { started: 0, completed: 0, deleted: 0 },
      completedWithUpload: 0,
      endedMs: 0,
    };
    let growth: number | null = null;
    for (const row of rows) {
      const channel = sumsOf(row, key);
      for (const state of Object.keys(total.counts) as (keyof CycleCounts)[])
        total.counts[state] += channel.counts[state];
      total.endedMs += channel.endedMs;
      total.completedWithUpload += channel.completedWithUpload;
      const channelGrowth = growthOf(row, key);
      if (channelGrowth !== null) growth = (growth ?? 0) + channelGrowth;
    }
    const added = rows.filter((row) => {
      const createdAt = requiredDate(row.created_at).getTime();
      return createdAt > from.getTime() && createdAt <= to.getTime();
    }).length;
    return analyticsPeriodDto({ from, to }, added, outcomeOf(total, growth));
  };

  const total = (column: 'running' | 'paused') => rows.reduce((sum, row) => sum + count(row[column]), 0);
  return {
    range,
    totals: {
      channels: rows.length,
      runningTimers: total('running'),
      pausedTimers: total('paused'),
      runningCycles: total('running') + total('paused'),
    },
    current: periodFigures('cur'),
    previous: periodFigures('prev'),
    channels,
  };
}
