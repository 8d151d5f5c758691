/**
 * The plain values and rules of the gains table (issue 43), kept free of zod like limits.ts: the channel page
 * totals its weeks and months without loading the schemas, which live in gains.ts.
 */
import { NO_UPLOADS, UPLOAD_KINDS, type UploadKind } from './channelDataRules.js';
import type { UploadKindCounts } from './channelData.js';
import type { DayFigure, GainsDay, RecentChange } from './gains.js';
import type { HistoryRange } from './limits.js';

/** The figures a gains table follows, in the table's order. */
export const GAIN_METRICS = ['subscribers', 'views', 'videos'] as const;
export type GainMetric = (typeof GAIN_METRICS)[number];

/** The figures of a moment, as a snapshot of the channel's history holds them. */
export interface GainsSnapshot {
  at: string | Date;
  subscriberCount: number | null;
  viewCount: number | null;
  videoCount: number | null;
}

const SNAPSHOT_FIELD: Record<GainMetric, 'subscriberCount' | 'viewCount' | 'videoCount'> = {
  subscribers: 'subscriberCount',
  views: 'viewCount',
  videos: 'videoCount',
};

/** An upload as the gains table counts it: when it was published and its kind. */
export interface GainsUpload {
  publishedAt: string | Date;
  kind: UploadKind;
}

/** The days a gains table covers, both included ('YYYY-MM-DD'); `from` null = from the first day with a figure. */
export interface GainsSpan {
  from: string | null;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days each range shows, today included; 'all' has no first day. */
export const GAINS_RANGE_DAYS: Record<HistoryRange, number | null> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
  all: null,
};

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day ('YYYY-MM-DD') an instant falls on in a time zone (an IANA name; UTC by default). */
export function dayOf(at: string | Date | number, timeZone = 'UTC'): string {
  const date = at instanceof Date ? at : new Date(at);
  if (timeZone === 'UTC') return date.toISOString().slice(0, 10);
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The day `days` after `day` (before, when negative): calendar arithmetic, the same in every time zone. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days a range covers at `now`: its last day is today (in `timeZone`). */
export function gainsSpan(range: HistoryRange, now: Date, timeZone = 'UTC'): GainsSpan {
  const to = dayOf(now, timeZone);
  const days = GAINS_RANGE_DAYS[range];
  return { from: days === null ? null : addDays(to, 1 - days), to };
}

/**
 * The gains table of a channel's snapshots (any order): one row per day of `span`, oldest first. A day's count
 * of each figure is its last known value that day (a snapshot without it leaves it to the others), null when
 * none was seen; its change is that count minus the previous calendar day's, null when either is unknown
 * (never 0 for a day nobody saw). Snapshots of the day before `span.from` give the first day's change.
 * With `from` null the table starts on the first day with any figure (whose change is then unknown).
 * Each day's `uploads` counts the stored uploads (any order, `uploads`) published that day by kind, from the
 * day of the oldest of them on (the feed polls have seen every upload since); before it, or without uploads,
 * null.
 */
export function dailyGains(
  snapshots: readonly GainsSnapshot[],
  span: GainsSpan,
  timeZone = 'UTC',
  uploads: readonly GainsUpload[] = [],
): GainsDay[] {
  const uploadsByDay = new Map<string, UploadKindCounts>();
  let firstUploadDay: string | null = null;
  for (const upload of uploads) {
    const day = dayOf(upload.publishedAt, timeZone);
    const counts = uploadsByDay.get(day) ?? { ...NO_UPLOADS };
    counts[upload.kind] += 1;
    uploadsByDay.set(day, counts);
    if (firstUploadDay === null || day < firstUploadDay) firstUploadDay = day;
  }
  const uploadsOn = (day: string): UploadKindCounts | null =>
    firstUploadDay === null || day < firstUploadDay ? null : (uploadsByDay.get(day) ?? { ...NO_UPLOADS });
  // The last known value of each figure on each day, with the instant it was seen.
  const last = new Map<string, Partial<Record<GainMetric, { at: number; count: number }>>>();
  for (const snapshot of snapshots) {
    const at = new Date(snapshot.at).getTime();
    const day = dayOf(at, timeZone);
    const figures = last.get(day) ?? {};
    for (const metric of GAIN_METRICS) {
      const count = snapshot[SNAPSHOT_FIELD[metric]];
      if (count === null) continue;
      const kept = figures[metric];
      if (!kept || kept.at <= at) figures[metric] = { at, count };
    }
    last.set(day, figures);
  }
  const known = [...last.entries()].filter(([, figures]) => Object.keys(figures).length > 0);
  const first = span.from ?? known.map(([day]) => day).sort()[0];
  if (first === undefined || first > span.to) return [];
  const count = (day: string, metric: GainMetric) => last.get(day)?.[metric]?.count ?? null;
  const rows: GainsDay[] = [];
  for (let day = first; day <= span.to; day = addDays(day, 1)) {
    const previous = addDays(day, -1);
    const figure = (metric: GainMetric): DayFigure => {
      const today = count(day, metric);
      const before = count(previous, metric);
      return { count: today, change: today === null || before === null ? null : today - before };
    };
    rows.push({
      date: day,
      subscribers: figure('subscribers'),
      views: figure('views'),
      videos: figure('videos'),
      uploads: uploadsOn(day),
    });
  }
  return rows;
}

/** A figure's total over a period: the sum of its known changes, their average per day, how many days were known. */
export interface PeriodTotal {
  /** Sum of the known daily changes; null when no day of the period had one. */
  change: number | null;
  /** change / knownDays; null when no day was known. */
  averagePerDay: number | null;
  /** The days of the period whose change is known. */
  knownDays: number;
}

export type GainsPeriod = 'week' | 'month';

/** One week (Monday to Sunday) or calendar month of a gains table, as far as the table covers it. */
export interface GainsTotals {
  period: GainsPeriod;
  /** The period's first day (a Monday, or the 1st). */
  start: string;
  /** The first and last days of the table inside the period. */
  from: string;
  to: string;
  /** The table's days inside the period. */
  days: number;
  subscribers: PeriodTotal;
  views: PeriodTotal;
  videos: PeriodTotal;
  uploads: UploadsTotal;
}

/** The uploads of a period by kind: summed over its days whose uploads are known (null when none was). */
export interface UploadsTotal {
  counts: UploadKindCounts | null;
  knownDays: number;
}

/** The uploads of some days of a gains table, summed by kind over the days whose uploads are known. */
export function uploadsTotal(days: readonly Pick<GainsDay, 'uploads'>[]): UploadsTotal {
  const known = days.flatMap((day) => (day.uploads === null ? [] : [day.uploads]));
  if (known.length === 0) return { counts: null, knownDays: 0 };
  const counts = { ...NO_UPLOADS };
  for (const day of known) for (const kind of UPLOAD_KINDS) counts[kind] += day[kind];
  return { counts, knownDays: known.length };
}

/** The first day of the week (ISO: Monday) or month a day belongs to. */
export function periodStart(day: string, period: GainsPeriod): string {
  if (period === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The weekly or monthly totals of a gains table (oldest first, as dailyGains gives it): per period, each
 * figure's total change and average change per day over the days whose change is known; unknown days are
 * left out of both and counted out of `knownDays`. Oldest period first.
 */
export function gainsTotals(rows: readonly GainsDay[], period: GainsPeriod): GainsTotals[] {
  const groups = new Map<string, GainsDay[]>();
  for (const row of rows) {
    const start = periodStart(row.date, period);
    const group = groups.get(start);
    if (group) group.push(row);
    else groups.set(start, [row]);
  }
  const total = (days: GainsDay[], metric: GainMetric): PeriodTotal => {
    const changes = days.map((day) => day[metric].change).filter((change) => change !== null);
    const change = changes.length === 0 ? null : changes.reduce((sum, value) => sum + value, 0);
    return {
      change,
      averagePerDay: change === null ? null : change / changes.length,
      knownDays: changes.length,
    };
  };
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([start, days]) => {
      const dates = days.map((day) => day.date).sort();
      return {
        period,
        start,
        from: dates[0]!,
        to: dates.at(-1)!,
        days: days.length,
        subscribers: total(days, 'subscribers'),
        views: total(days, 'views'),
        videos: total(days, 'videos'),
        uploads: uploadsTotal(days),
      };
    });
}

/**
 * The recent change of a figure in a gains table ending today (oldest first): the change of the latest day
 * with a known count, if that day is today or yesterday (a figure days old says nothing of the last day), and
 * that count minus the count seven days before it. Each is null when a figure it needs is unknown.
 */
export function recentChange(rows: readonly GainsDay[], metric: GainMetric = 'subscribers'): RecentChange {
  let index = rows.length - 1;
  while (index >= 0 && rows[index]![metric].count === null) index -= 1;
  if (index < 0 || index < rows.length - 2) return { lastDay: null, lastWeek: null };
  const latest = rows[index]![metric];
  const weekBefore = index >= 7 ? rows[index - 7]![metric].count : null;
  return {
    lastDay: latest.change,
    lastWeek: latest.count === null || weekBefore === null ? null : latest.count - weekBefore,
  };
}

/** Days a table must cover for recentChange: the week before yesterday, yesterday and today. */
export const RECENT_CHANGE_DAYS = 9;

/** The gains CSV's columns, in order. */
export const GAINS_CSV_HEADER = [
  'Date',
  'Subscribers',
  'Subscribers Change',
  'Views',
  'Views Change',
  'Videos',
  'Videos Change',
  'Regular Videos Uploaded',
  'Shorts Uploaded',
  'Live Streams Uploaded',
] as const;

/**
 * The gains CSV's rows under GAINS_CSV_HEADER, one a day in the order given; an unknown figure, change or
 * upload count is an empty cell, never 0.
 */
export function gainsCsvRows(days: readonly GainsDay[]): Array<Array<string | number>> {
  return days.map((day) => [
    day.date,
    ...GAIN_METRICS.flatMap((metric) => [day[metric].count ?? '', day[metric].change ?? '']),
    ...UPLOAD_KINDS.map((kind) => day.uploads?.[kind] ?? ''),
  ]);
}
