import type { AnalyticsPeriod, ChannelAnalytics } from '@channel-countdown/contract';
import { formatSubscribers, UNKNOWN_COUNT } from '../channels';
import { inPrevious, inTheLast, vsAgo, type AnalyticsTimeRange } from './timeRange';

export interface ChannelPerformance {
  id: number;
  /** The channel's name, or its YouTube id when the name is empty. */
  name: string;
  /** lastUpload, else now (SPEC §2). */
  lastUpdate: Date;
  /** Whether the channel has a timer (SPEC §2: the active/inactive badge). */
  isActive: boolean;
  /** Cycles of the range that completed, and all that ended in it (completed or deleted). */
  completedCycles: number;
  endedCycles: number;
  /** Cycles the user deleted before their end within the range: counted apart, never as completed. */
  deletedCycles: number;
  /** Days from start to end (or deletion) of the cycles that ended in the range, one decimal; null: none ended. */
  averageDaysPerCycle: number | null;
  /** '+1.2K', '−300', '0'; '—' when YouTube showed no subscriber count. */
  subscriberGrowth: string;
}

/** A row of 'Channel Performance': the server's figures of one channel over the chosen range. */
export function channelPerformance(channel: ChannelAnalytics, now: Date): ChannelPerformance {
  const lastUpload = channel.lastUpload ? new Date(channel.lastUpload) : null;
  const { completed, deleted } = channel.cycles;
  return {
    id: channel.id,
    name: channel.channelName || channel.channelId,
    lastUpdate: lastUpload && Number.isFinite(lastUpload.getTime()) ? lastUpload : now,
    isActive: channel.hasTimer,
    completedCycles: completed,
    endedCycles: completed + deleted,
    deletedCycles: deleted,
    averageDaysPerCycle: channel.averageCycleDays,
    subscriberGrowth: signed(channel.subscriberGrowth, formatSubscribers),
  };
}

/** '+1.2K' / '−300' / '0' with `format` for the size; '—' for an unknown change. */
export function signed(delta: number | null, format: (n: number) => string = String): string {
  if (delta === null) return UNKNOWN_COUNT;
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '';
  return `${sign}${format(Math.abs(delta))}`;
}

/**
 * The real figure behind the SPEC's '+12% from last month', following the range: how the number of
 * connected channels changed since the range began ('+25% vs 30 days ago'). With no channel then, a
 * percentage means nothing, so the text counts the new ones ('+2 new in the last 7 days').
 */
export function channelGrowthText(totalChannels: number, added: number, range: AnalyticsTimeRange): string {
  const before = totalChannels - added;
  if (before <= 0) return `+${added} new ${inTheLast(range)}`;
  const percent = Math.round((added / before) * 100);
  return `${percent > 0 ? '+' : ''}${percent}% ${vsAgo(range)}`;
}

/** '67% completion rate' of the cycles that ended in the range; says so when none did. */
export function completionText(
  period: Pick<AnalyticsPeriod, 'completionRate'>,
  range: AnalyticsTimeRange,
): string {
  return period.completionRate === null
    ? `No cycle ended ${inTheLast(range)}`
    : `${period.completionRate}% completion rate`;
}

/** One decimal of days: '4.5 days', '1.0 day'; '—' without a figure. */
export const formatDays = (days: number | null) =>
  days === null ? UNKNOWN_COUNT : `${days.toFixed(1)} ${days === 1 ? 'day' : 'days'}`;

/**
 * A figure of the range against the range before it, each already formatted:
 * '67% completion rate in the last 30 days, vs 100% in previous 30 days'.
 */
export function comparedText(current: string, previous: string, range: AnalyticsTimeRange): string {
  return `${current} ${inTheLast(range)}, vs ${previous} ${inPrevious(range)}`;
}
