import { z } from 'zod';
import {
  COMPARE_DEFAULTS,
  COMPARE_MAX_CHANNELS,
  COMPARE_METRICS,
  COMPARE_MIN_CHANNELS,
} from './compareAddress.js';
import { HISTORY_TIERS } from './channelDataRules.js';
import { HISTORY_RANGES } from './limits.js';
import { idParamSchema, idSchema, isoDateSchema } from './common.js';
import { periodStart } from './gainsRules.js';

/**
 * Issue 43, "Compare": 2 to 8 of a user's channels on one chart — subscribers, views or uploads per week;
 * absolute, indexed to 100 at the range's start, or on a log scale. GET /api/compare answers each channel's
 * series, downsampled by the server to at most COMPARE_MAX_POINTS points; the page's address holds the choice.
 */

/** The most points one channel's series has (8 channels × 2 years stay far under 100 KB). */
export const COMPARE_MAX_POINTS = 160;

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
