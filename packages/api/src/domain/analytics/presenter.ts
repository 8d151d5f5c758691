import type { AnalyticsPeriod, ChannelAnalytics } from '@channel-countdown/contract';
import { isoOrNull } from '../presenterValues.js';

/** What the cycles of a period came to (analytics/service.ts): the same fields for a channel and a period. */
export type CycleOutcome = Pick<
  AnalyticsPeriod,
  'cycles' | 'completionRate' | 'completedWithUpload' | 'averageCycleDays' | 'subscriberGrowth'
>;

/**
 * One of the user's channels (its channels row with its YouTube channel's channel_name and last_upload, and
 * has_timer) with what its cycles came to in the chosen range.
 */
export function channelAnalyticsDto(row: Record<string, unknown>, outcome: CycleOutcome): ChannelAnalytics {
  return {
    id: Number(row.id),
    channelId: String(row.channel_id),
    channelName: String(row.channel_name),
    lastUpload: isoOrNull(row.last_upload),
    hasTimer: Boolean(row.has_timer),
    ...outcome,
  };
}

/** A period (from, to] with the channels added in it and what the cycles of all channels came to. */
export function analyticsPeriodDto(
  period: { from: Date; to: Date },
  channelsAdded: number,
  outcome: CycleOutcome,
): AnalyticsPeriod {
  return { from: period.from.toISOString(), to: period.to.toISOString(), channelsAdded, ...outcome };
}
