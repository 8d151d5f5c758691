import { z } from 'zod';
import { uploadKindCountsSchema } from './channelData.js';
import { HISTORY_RANGES } from './limits.js';

/**
 * Issue 43, "Gains": a channel's figures day by day (the day's last known figure and its change since the
 * day before), with weekly and monthly totals. A figure nobody saw on a day is unknown (null), never zero, and
 * so is the change of a day whose figure, or whose previous day's figure, is unknown.
 */

// The schemas of the gains table; its plain values and rules (the metrics, the days of a range, the table of
// snapshots, the weekly and monthly totals, the recent change, the CSV's rows) are in gainsRules.ts, which
// screens import without zod.

/** A calendar day, 'YYYY-MM-DD'. */
export const dayDateSchema = z.iso.date();

/** One figure of one day: its last known value that day and the change since the day before. */
export const dayFigureSchema = z.object({
  count: z.number().int().nonnegative().nullable(),
  /** count − the previous day's count; null when either is unknown. */
  change: z.number().int().nullable(),
});
export type DayFigure = z.infer<typeof dayFigureSchema>;

/** One row of the gains table. */
export const gainsDaySchema = z.object({
  date: dayDateSchema,
  subscribers: dayFigureSchema,
  views: dayFigureSchema,
  videos: dayFigureSchema,
  /**
   * The uploads published that day, counted apart by kind (regular videos, Shorts, live streams and
   * premieres), as the channel's feed polls stored them; null for a day before the oldest stored upload (its
   * uploads were never seen), never zeros.
   */
  uploads: uploadKindCountsSchema.nullable(),
});
export type GainsDay = z.infer<typeof gainsDaySchema>;

/** Query of GET /api/channels/:id/gains (and its CSV): the channel page's history ranges, 30 days unless said. */
export const channelGainsQuerySchema = z.object({
  range: z
    .enum(HISTORY_RANGES, { message: `range must be one of ${HISTORY_RANGES.join(', ')}` })
    .default('30d'),
});

/**
 * GET /api/channels/:id/gains: one row per day of the range, oldest first, each day a calendar day in
 * `timeZone` (the server's days are UTC days). The range 'all' starts on the first day with a figure.
 */
export const channelGainsResponseSchema = z.object({
  range: z.enum(HISTORY_RANGES),
  timeZone: z.string(),
  days: z.array(gainsDaySchema),
});
export type ChannelGains = z.infer<typeof channelGainsResponseSchema>;

/** A channel card's recent change of a figure: over its last day and over the week up to that day. */
export const recentChangeSchema = z.object({
  lastDay: z.number().int().nullable(),
  lastWeek: z.number().int().nullable(),
});
export type RecentChange = z.infer<typeof recentChangeSchema>;
