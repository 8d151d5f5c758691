import { z } from 'zod';
import { HISTORY_RANGES, HISTORY_TIERS, type HistoryRange } from './channelData.js';
import { idParamSchema, idSchema, isoDateSchema } from './common.js';
import { periodStart } from './gains.js';

/**
 * Issue 43, "Compare": 2 to 8 of a user's channels on one chart — subscribers, views or uploads per week;
 * absolute, indexed to 100 at the range's start, or on a log scale. GET /api/compare answers each channel's
 * series, downsampled by the server to at most COMPARE_MAX_POINTS points; the page's address holds the choice.
 */

export const COMPARE_MIN_CHANNELS = 2;
export const COMPARE_MAX_CHANNELS = 8;
/** The most points one channel's series has (8 channels × 2 years stay far under 100 KB). */
export const COMPARE_MAX_POINTS = 160;

/** What the chart follows: subscribers and views (each point the last known figure), or uploads per week. */
export const COMPARE_METRICS = ['subscribers', 'views', 'uploads'] as const;
export type CompareMetric = (typeof COMPARE_METRICS)[number];

/** How the values are drawn: as they are, each series indexed to 100 at its first point, or on a log scale. */
export const COMPARE_SCALES = ['absolute', 'indexed', 'log'] as const;
export type CompareScale = (typeof COMPARE_SCALES)[number];

export const COMPARE_DEFAULTS = {
  metric: 'subscribers',
  scale: 'absolute',
  range: '90d',
} as const satisfies {
  metric: CompareMetric;
  scale: CompareScale;
  range: HistoryRange;
};

export const COMPARE_TOO_FEW = `Choose at least ${COMPARE_MIN_CHANNELS} channels to compare`;
export const COMPARE_TOO_MANY = `Choose at most ${COMPARE_MAX_CHANNELS} channels to compare`;
export const COMPARE_REPEATED = 'Each channel may be chosen once';

/** `channels=1,2,3`: distinct channel ids, 2 to 8 of them, in the order given. */
export const compareChannelsSchema = z
  .string({ message: 'channels must list channel ids separated by commas' })
  .max(200, { message: COMPARE_TOO_MANY })
  .transform((text, context) => {
    const ids: number[] = [];
    for (const part of text === '' ? [] : text.split(',')) {
      const parsed = idParamSchema.safeParse(part);
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: 'channels must list channel ids separated by commas' });
        return z.NEVER;
      }
      ids.push(parsed.data);
    }
    return ids;
  })
  .pipe(
    z
      .array(idSchema)
      .min(COMPARE_MIN_CHANNELS, { message: COMPARE_TOO_FEW })
      .max(COMPARE_MAX_CHANNELS, { message: COMPARE_TOO_MANY })
      .refine((ids) => new Set(ids).size === ids.length, { message: COMPARE_REPEATED }),
  );

const metricSchema = z.enum(COMPARE_METRICS, {
  message: `metric must be one of ${COMPARE_METRICS.join(', ')}`,
});
const rangeSchema = z.enum(HISTORY_RANGES, { message: `range must be one of ${HISTORY_RANGES.join(', ')}` });

/** Query of GET /api/compare: which channels, which figure, how far back (90 days unless said). */
export const compareQuerySchema = z.object({
  channels: compareChannelsSchema,
  metric: metricSchema.default(COMPARE_DEFAULTS.metric),
  range: rangeSchema.default(COMPARE_DEFAULTS.range),
});
export type CompareQuery = z.infer<typeof compareQuerySchema>;

/** One point of a series: the moment it stands for (a bucket's last snapshot, or a week's Monday) and its value. */
export const comparePointSchema = z.object({
  at: isoDateSchema,
  value: z.number().int().nonnegative(),
});
export type ComparePoint = z.infer<typeof comparePointSchema>;

export const compareSeriesSchema = z.object({
  channelId: idSchema,
  channelName: z.string(),
  /** Oldest first; at most COMPARE_MAX_POINTS. */
  points: z.array(comparePointSchema).max(COMPARE_MAX_POINTS),
});
export type CompareSeries = z.infer<typeof compareSeriesSchema>;

/** GET /api/compare: one series per channel, in the order the query named them. */
export const compareResponseSchema = z.object({
  metric: metricSchema,
  range: rangeSchema,
  series: z.array(compareSeriesSchema),
});
export type CompareData = z.infer<typeof compareResponseSchema>;

/* ------------------------------------- the page's address ------------------------------------- */

/** The compare page's choice, as its address holds it. */
export interface CompareChoice {
  /** The chosen channels' ids, in order (0 to 8 of them while choosing). */
  channels: number[];
  metric: CompareMetric;
  scale: CompareScale;
  range: HistoryRange;
}

/** What the contract reads of an address's search params (a URLSearchParams is one). */
export interface SearchParams {
  get(name: string): string | null;
}

/**
 * The search params of a query string ('a=1&b=2', with or without its '?'), as URLSearchParams reads them ('+'
 * a space, the first of a repeated name); a part that does not decode is left out. Written here because the
 * contract runs on the ECMAScript library alone, without the browser's or Node's URL types.
 */
function searchParams(search: string): SearchParams {
  const values = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const equals = part.indexOf('=');
    const [rawName, rawValue] = equals < 0 ? [part, ''] : [part.slice(0, equals), part.slice(equals + 1)];
    try {
      const name = decodeURIComponent(rawName.replaceAll('+', ' '));
      if (!values.has(name)) values.set(name, decodeURIComponent(rawValue.replaceAll('+', ' ')));
    } catch {
      // A broken escape ('%E0%A4%A'): the part says nothing.
    }
  }
  return { get: (name) => values.get(name) ?? null };
}

/**
 * The choice an address's search params hold: anything missing or unreadable falls back to the defaults
 * (the page never fails on an address someone shortened); ids past the eighth and repeats are dropped.
 */
export function parseCompareSearch(search: string | SearchParams): CompareChoice {
  const params = typeof search === 'string' ? searchParams(search) : search;
  const ids: number[] = [];
  for (const part of (params.get('channels') ?? '').split(',')) {
    const parsed = idParamSchema.safeParse(part);
    if (parsed.success && !ids.includes(parsed.data) && ids.length < COMPARE_MAX_CHANNELS)
      ids.push(parsed.data);
  }
  const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
    values.includes(value as T) ? (value as T) : fallback;
  return {
    channels: ids,
    metric: pick(COMPARE_METRICS, params.get('metric'), COMPARE_DEFAULTS.metric),
    scale: pick(COMPARE_SCALES, params.get('scale'), COMPARE_DEFAULTS.scale),
    range: pick(HISTORY_RANGES, params.get('range'), COMPARE_DEFAULTS.range),
  };
}

/** The search params of a choice (without the '?'); a default is left out, so addresses stay short. */
export function compareSearch(choice: Partial<CompareChoice>): string {
  const params: Array<[string, string]> = [];
  const set = (name: string, value: string) => params.push([name, value]);
  if (choice.channels && choice.channels.length > 0) set('channels', choice.channels.join(','));
  if (choice.metric && choice.metric !== COMPARE_DEFAULTS.metric) set('metric', choice.metric);
  if (choice.scale && choice.scale !== COMPARE_DEFAULTS.scale) set('scale', choice.scale);
  if (choice.range && choice.range !== COMPARE_DEFAULTS.range) set('range', choice.range);
  // Commas read better than %2C in an address someone shares.
  return params
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll('%2C', ',')}`)
    .join('&');
}

/* ---------------------------------------- the rules ---------------------------------------- */

const HOUR_MS = 60 * 60 * 1000;
/** Bucket lengths, in hours, a series may be downsampled to: each divides a day or is whole days. */
const BUCKET_HOURS = [1, 2, 3, 4, 6, 8, 12, 24, 48, 72, 96, 168, 336, 504, 672, 1008, 1344];

/**
 * The bucket length (hours) that keeps a span of `spanHours` within `maxPoints` points: the shortest of
 * BUCKET_HOURS that fits (2 hours for a week, 6 hours for 30 days, a day for 90 days, 3 days for a year …). A
 * span reaching past the daily tier of the history (HISTORY_TIERS) takes whole weeks, as the history keeps
 * there: the server ends buckets of whole days on a day's end and of whole weeks on a Sunday's, so a bucket's
 * last snapshot is the same before and after the roll-up.
 */
export function compareBucketHours(spanHours: number, maxPoints = COMPARE_MAX_POINTS): number {
  const needed = Math.max(1, spanHours) / maxPoints;
  const fits = BUCKET_HOURS.find((hours) => hours >= needed) ?? Math.ceil(needed / 168) * 168;
  return spanHours > HISTORY_TIERS.dailyDays * 24 ? Math.max(168, fits) : fits;
}

/**
 * Uploads per week: one point per ISO week (Monday, UTC) from the week of `from` to that of `to`, both
 * included, each the number of `publishedAt` that fall in it (0 for a week without one). With `from` null the
 * weeks start at the first upload's; no upload and no `from` is no point.
 */
export function uploadsPerWeek(
  publishedAt: readonly (string | Date)[],
  from: Date | null,
  to: Date,
): ComparePoint[] {
  const weekOf = (at: string | Date) => periodStart(new Date(at).toISOString().slice(0, 10), 'week');
  const counts = new Map<string, number>();
  for (const at of publishedAt) {
    const week = weekOf(at);
    counts.set(week, (counts.get(week) ?? 0) + 1);
  }
  const first = from === null ? [...counts.keys()].sort()[0] : weekOf(from);
  if (first === undefined) return [];
  const last = weekOf(to);
  const points: ComparePoint[] = [];
  for (let week = first; week <= last;) {
    points.push({ at: `${week}T00:00:00.000Z`, value: counts.get(week) ?? 0 });
    week = new Date(Date.parse(`${week}T00:00:00Z`) + 7 * 24 * HOUR_MS).toISOString().slice(0, 10);
  }
  return points;
}

/**
 * A series indexed to 100 at its start: each value divided by the first positive value, times 100. The
 * points before that one are left out (nothing can be indexed to 0); no positive value is no point.
 */
export function indexSeries<Point extends { value: number }>(
  points: readonly Point[],
): Array<Point & { indexed: number }> {
  const start = points.findIndex((point) => point.value > 0);
  if (start < 0) return [];
  const base = points[start]!.value;
  return points.slice(start).map((point) => ({ ...point, indexed: (point.value / base) * 100 }));
}

/** The points a log scale can draw: those above 0. */
export const logScalePoints = <Point extends { value: number }>(points: readonly Point[]): Point[] =>
  points.filter((point) => point.value > 0);
