import { z } from 'zod';
import type { HistoryRange } from './limits.js';
import { idParamSchema, idSchema, isoDateSchema } from './common.js';

/** The ranges of GET /api/analytics: the channel history's, without 'all' (it has no previous range to compare). */
export const ANALYTICS_RANGES = ['7d', '30d', '90d', '1y'] as const satisfies readonly HistoryRange[];
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30d';

/**
 * Query of GET /api/analytics; without `range`, the last 30 days. With `group` (one of the user's channel
 * groups; another id answers 404), the figures of that group's channels only.
 */
export const analyticsQuerySchema = z.object({
  range: z
    .enum(ANALYTICS_RANGES, { message: `range must be one of ${ANALYTICS_RANGES.join(', ')}` })
    .default(DEFAULT_ANALYTICS_RANGE),
  group: idParamSchema.optional(),
});

const countSchema = z.number().int().nonnegative();

/**
 * What happened to cycles within a period, each event counted in the period its moment falls in: a start at
 * its start time; an end by how it ended (the server's one cycle rule, CycleState): completed at its end
 * time, deleted (by the user, before its end) at the deletion. Nothing else ends a cycle: a cycle whose end
 * passed has completed, so 'expired' is not an outcome of its own.
 */
export const cycleCountsSchema = z.object({
  started: countSchema,
  completed: countSchema,
  deleted: countSchema,
});
export type CycleCounts = z.infer<typeof cycleCountsSchema>;

/**
 * The cycles that ended within the period: the whole percent that completed (null when none ended), and
 * how long they lasted on average, start to end or deletion, in days with one decimal (null likewise).
 */
const cycleOutcomeFields = {
  cycles: cycleCountsSchema,
  /**
   * Completion of the ENDED cycles (completion.ts completionOfEndedCycles: completed over completed +
   * deleted within the period), not of all cycles (completionOfAllCycles, which the dashboard shows).
   */
  completionRate: z.number().int().min(0).max(100).nullable(),
  /**
   * Of the cycles that COMPLETED within the period, those with an upload inside them: the outcome the channel
   * page shows of each cycle ("uploaded"; channelDataRules.ts cycleUploads: published after its start, up to its
   * end). A completed cycle ran its full length whether or not the channel uploaded; this says which did.
   */
  completedWithUpload: countSchema,
  averageCycleDays: z.number().nonnegative().nullable(),
  /**
   * Subscribers gained (negative: lost) between the first and the last snapshot of the period; null when
   * YouTube showed no subscriber count during it.
   */
  subscriberGrowth: z.number().int().nullable(),
};

/** One period [from, to): the figures of the chosen range, or of the range of equal length before it. */
export const analyticsPeriodSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  /** Channels the user connected within the period (the ones still connected: removing one removes its history). */
  channelsAdded: countSchema,
  ...cycleOutcomeFields,
});
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;

/** One of the user's channels over the chosen range. */
export const channelAnalyticsSchema = z.object({
  id: idSchema,
  /** The YouTube channel id (UC…), shown when the name is empty. */
  channelId: z.string(),
  channelName: z.string(),
  lastUpload: isoDateSchema.nullable(),
  /** Whether the channel has a current timer (running, paused or ended but not yet replaced). */
  hasTimer: z.boolean(),
  ...cycleOutcomeFields,
});
export type ChannelAnalytics = z.infer<typeof channelAnalyticsSchema>;

/** GET /api/analytics?range=: the chosen range, the range of equal length before it, and the figures of now. */
export const analyticsSchema = z.object({
  range: z.enum(ANALYTICS_RANGES),
  /**
   * Now: the user's channels, their running timers (cycle.ts: counting down, its end ahead) and their paused
   * ones — the figures the screens show. `runningCycles` is the cycles in progress (running + paused), kept
   * for existing callers: its name reads as running alone, so the screens use runningTimers instead.
   */
  totals: z.object({
    channels: countSchema,
    runningTimers: countSchema,
    pausedTimers: countSchema,
    runningCycles: countSchema,
  }),
  current: analyticsPeriodSchema,
  previous: analyticsPeriodSchema,
  /** Newest connected first, like the channel list. */
  channels: z.array(channelAnalyticsSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;
