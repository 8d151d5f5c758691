import { z } from 'zod';
import { isoDateSchema } from './common.js';

/**
 * Issue 46, "Milestones": a channel's next round subscriber milestones (the next step of a tenth of the next
 * power of ten, that power of ten and the one after: 12,345 → 20K, 100K, 1M), each with the dates it may be
 * reached between, from the channel's growth over the recent snapshots.
 *
 * Honest about rounding: YouTube shows subscriber counts from 1,000 on rounded to three significant digits
 * (the Data API's statistics as well as the public page), so a count shown as C may be anywhere in C's
 * rounding interval. The estimate then uses the interval's ends: the fewest and the most subscribers still
 * to go, the slowest and the fastest growth the counts allow, and its range widens accordingly.
 */

/** The recent growth an estimate reads: the snapshots of the last four weeks. */
export const MILESTONE_WINDOW_DAYS = 28;
/** The least history an estimate needs: snapshots spanning two days. */
export const MILESTONE_MIN_SPAN_DAYS = 2;
/** An estimate further away than this (ten years) is no date: the milestone is 'far' at this pace. */
export const MILESTONE_HORIZON_DAYS = 3650;
/** The lowest milestone offered. */
export const MILESTONE_MIN = 100;
/** The highest milestone an alert may name (beyond any channel's count). */
export const MILESTONE_MAX = 10_000_000_000;
/** YouTube rounds subscriber counts from this figure on… */
export const ROUNDED_FROM = 1_000;
/** …to this many significant digits. */
export const ROUNDED_DIGITS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The next round milestones above a count (strictly above it): the next multiple of a tenth of the next power
 * of ten, that power of ten and the one after, at least MILESTONE_MIN, up to three, smallest first.
 * 9,950 → 10K, 100K, 1M; 12,345 → 20K, 100K, 1M; 0 → 100, 1K, 10K.
 */
export function nextMilestones(count: number): number[] {
  const current = Math.max(0, Math.floor(count));
  let power = MILESTONE_MIN;
  while (power <= current) power *= 10;
  const step = power / 10;
  const nextStep = (Math.floor(current / step) + 1) * step;
  const candidates = [nextStep, power, power * 10, power * 100].filter(
    (milestone) => milestone >= MILESTONE_MIN && milestone > current,
  );
  return [...new Set(candidates)].slice(0, 3);
}

/** The place value of a rounded count's last significant digit (1 for a count YouTube shows exactly). */
export function roundingStep(count: number): number {
  if (count < ROUNDED_FROM) return 1;
  return 10 ** (Math.floor(Math.log10(count)) - (ROUNDED_DIGITS - 1));
}

/** Whether a count is a value YouTube's rounding can show (three significant digits, or below 1,000). */
export const isRoundedValue = (count: number) => count % roundingStep(count) === 0;

/** The subscribers a shown count may stand for: itself when exact, its rounding interval when rounded. */
export function countInterval(count: number, rounded: boolean): { low: number; high: number } {
  const step = rounded ? roundingStep(count) : 1;
  if (step === 1) return { low: count, high: count };
  // Rounded to the nearest multiple of step: [C − step/2, C + step/2) in whole subscribers.
  return { low: count - step / 2, high: count + step / 2 - 1 };
}

/**
 * Whether a channel's recent counts are rounded: its figures are the page's rounded ones (`approximate`), or
 * every count from 1,000 on is a three-significant-digit value (the Data API rounds too). Counts below 1,000
 * are exact either way; a channel with none from 1,000 on has nothing rounded.
 */
export function countsRounded(counts: readonly number[], approximate: boolean): boolean {
  const large = counts.filter((count) => count >= ROUNDED_FROM);
  if (large.length === 0) return false;
  return approximate || large.every(isRoundedValue);
}

/** A subscriber count at a moment (a snapshot of the channel's history). */
export interface CountPoint {
  at: string | Date;
  count: number;
}

export const MILESTONE_STATUSES = ['reached', 'estimated', 'far', 'not-growing', 'no-history'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

export const milestoneEstimateSchema = z.object({
  milestone: z.number().int().positive(),
  /**
   * reached: the count shows it (every value it may stand for is at or past it); estimated: `earliest` (and
   * `latest`, unless open-ended) say when; far: not within ten years even at the fastest growth the counts
   * allow; not-growing: the recent counts do not rise at all; no-history: snapshots spanning less than two days
   * of the last four weeks.
   */
  status: z.enum(MILESTONE_STATUSES),
  /** The fewest and the most subscribers still to go (0 when it may already be reached). */
  toGo: z.object({ low: z.number().int().nonnegative(), high: z.number().int().nonnegative() }),
  /** The earliest moment it may be reached, at the fastest growth the counts allow. */
  earliest: isoDateSchema.nullable(),
  /** The latest moment, at the slowest growth; null when that growth is none (open-ended). */
  latest: isoDateSchema.nullable(),
});
export type MilestoneEstimate = z.infer<typeof milestoneEstimateSchema>;

interface Rates {
  slow: number;
  fast: number;
}

/** The slowest and fastest subscribers a day between two points that the counts (and their rounding) allow. */
function ratesBetween(from: CountPoint, to: CountPoint, rounded: boolean): Rates | null {
  const days = (new Date(to.at).getTime() - new Date(from.at).getTime()) / DAY_MS;
  if (days <= 0) return null;
  const a = countInterval(from.count, rounded);
  const b = countInterval(to.count, rounded);
  return { slow: (b.low - a.high) / days, fast: (b.high - a.low) / days };
}

/** The point nearest to an instant. */
function nearest(points: readonly CountPoint[], at: number): CountPoint {
  let best = points[0]!;
  for (const point of points)
    if (Math.abs(new Date(point.at).getTime() - at) < Math.abs(new Date(best.at).getTime() - at))
      best = point;
  return best;
}

/** The recent points an estimate reads (the last four weeks before `now`), oldest first. */
export function recentPoints(points: readonly CountPoint[], now: Date): CountPoint[] {
  const from = now.getTime() - MILESTONE_WINDOW_DAYS * DAY_MS;
  return points
    .filter((point) => {
      const at = new Date(point.at).getTime();
      return at >= from && at <= now.getTime() && Number.isFinite(point.count);
    })
    .sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
}

/**
 * When a channel may reach `milestone`, from its subscriber counts (any order; those of the last four weeks
 * before `now` are read). The growth is read over the whole window and over each of its halves, so an uneven
 * pace widens the range; with `rounded` counts each count is its rounding interval, and the range uses the
 * interval ends: the earliest date takes the fewest subscribers to go at the fastest growth, the latest the
 * most to go at the slowest growth. Dates count from the latest count's moment.
 */
export function estimateMilestone(
  points: readonly CountPoint[],
  milestone: number,
  { rounded, now }: { rounded: boolean; now: Date },
): MilestoneEstimate {
  const recent = recentPoints(points, now);
  const last = recent.at(-1);
  const none = (status: MilestoneStatus, toGo = { low: 0, high: 0 }): MilestoneEstimate => ({
    milestone,
    status,
    toGo,
    earliest: null,
    latest: null,
  });
  if (!last) return none('no-history');
  const shown = countInterval(last.count, rounded);
  const toGo = { low: Math.max(0, milestone - shown.high), high: Math.max(0, milestone - shown.low) };
  if (toGo.high === 0) return none('reached', toGo);
  const first = recent[0]!;
  const lastAt = new Date(last.at).getTime();
  const spanDays = (lastAt - new Date(first.at).getTime()) / DAY_MS;
  if (spanDays < MILESTONE_MIN_SPAN_DAYS) return none('no-history', toGo);

  const middle = nearest(recent, (new Date(first.at).getTime() + lastAt) / 2);
  const spans = [ratesBetween(first, last, rounded)];
  // Each half counts when it spans a day at least: a pace that changed shows in the range.
  for (const [from, to] of [
    [first, middle],
    [middle, last],
  ] as const) {
    const days = (new Date(to.at).getTime() - new Date(from.at).getTime()) / DAY_MS;
    if (days >= 1) spans.push(ratesBetween(from, to, rounded));
  }
  const rates = spans.filter((rate): rate is Rates => rate !== null);
  const slow = Math.min(...rates.map((rate) => rate.slow));
  const fast = Math.max(...rates.map((rate) => rate.fast));
  if (fast <= 0) return none('not-growing', toGo);
  const earliestDays = toGo.low / fast;
  if (earliestDays > MILESTONE_HORIZON_DAYS) return none('far', toGo);
  const latestDays = slow > 0 ? toGo.high / slow : Infinity;
  const at = (days: number) => new Date(lastAt + days * DAY_MS).toISOString();
  return {
    milestone,
    status: 'estimated',
    toGo,
    earliest: at(earliestDays),
    latest: latestDays <= MILESTONE_HORIZON_DAYS ? at(latestDays) : null,
  };
}

/** A channel's milestone alert: the milestone, and when the channel's count reached it (null: not yet). */
export const milestoneAlertSchema = z.object({
  milestone: z.number().int().positive(),
  reachedAt: isoDateSchema.nullable(),
});
export type MilestoneAlert = z.infer<typeof milestoneAlertSchema>;

/** GET /api/channels/:id/milestones (and the answer of its PUT). */
export const channelMilestonesResponseSchema = z.object({
  /** The channel's latest subscriber count as shown; null when hidden or unknown. */
  count: z.number().int().nonnegative().nullable(),
  /** Whether that count is rounded (the estimates then use its rounding interval, and are wider). */
  rounded: z.boolean(),
  /** The next milestones, smallest first, each with its estimate (none while the count is unknown). */
  milestones: z.array(milestoneEstimateSchema),
  alert: milestoneAlertSchema.nullable(),
});
export type ChannelMilestones = z.infer<typeof channelMilestonesResponseSchema>;

/** PUT /api/channels/:id/milestones: the milestone to be told about, or null for none. */
export const setMilestoneAlertRequestSchema = z.strictObject({
  alert: z
    .number({ message: 'alert must be a whole number of subscribers, or null' })
    .int('alert must be a whole number of subscribers')
    .min(1, 'alert must be at least 1')
    .max(MILESTONE_MAX, `alert must be at most ${MILESTONE_MAX}`)
    .nullable(),
});
export type SetMilestoneAlertRequest = z.infer<typeof setMilestoneAlertRequestSchema>;

/** Why an alert cannot be set on a channel showing `count` (null: it can): the count already reached it. */
export function milestoneAlertProblem(count: number | null, milestone: number): string | null {
  return count !== null && milestone <= count ? "alert must be above the channel's current count" : null;
}

/** Whether a count shown now has crossed an alert's milestone (the shown count reached it). */
export const milestoneCrossed = (count: number | null, milestone: number) =>
  count !== null && count >= milestone;
