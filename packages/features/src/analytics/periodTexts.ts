import type { AnalyticsPeriod } from '@channel-countdown/contract';
import { ofEndedCyclesText, UNKNOWN_COUNT } from '../channels';
import { inPrevious, inTheLast, vsAgo, type AnalyticsTimeRange } from './timeRange';

// The texts of the stat cards and the comparisons: a figure of the chosen range, said in the range's words.

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

/**
 * '67% of ended cycles completed': the server's completionRate, the contract's completionOfEndedCycles of
 * the cycles that ended in the range; says so when none did.
 */
export function completionText(
  period: Pick<AnalyticsPeriod, 'completionRate'>,
  range: AnalyticsTimeRange,
): string {
  return period.completionRate === null
    ? `No cycle ended ${inTheLast(range)}`
    : ofEndedCyclesText(period.completionRate);
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
