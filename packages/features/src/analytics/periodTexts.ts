import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { uploadShareOfCompletedCycles, type AnalyticsPeriod } from '@channel-countdown/contract';
import { ofEndedCyclesText, UNKNOWN_COUNT, withUploadText } from '../channels';
import { englishI18n, numberFormat } from '../i18n';
import { inPrevious, inTheLast, vsAgo, type AnalyticsTimeRange } from './timeRange';

// The texts of the stat cards and the comparisons: a figure of the chosen range, said in the range's words,
// in the language of `i18n` (English when none is given).

/**
 * The real figure behind the SPEC's '+12% from last month', following the range: how the number of
 * connected channels changed since the range began ('+25% vs 30 days ago'). With no channel then, a
 * percentage means nothing, so the text counts the new ones ('+2 new in the last 7 days').
 */
export function channelGrowthText(
  totalChannels: number,
  added: number,
  range: AnalyticsTimeRange,
  i18n: I18n = englishI18n,
): string {
  const before = totalChannels - added;
  if (before <= 0) {
    const period = inTheLast(range, i18n);
    return i18n._(msg`+${added} new ${period}`);
  }
  const percent = Math.round((added / before) * 100);
  const change = `${percent > 0 ? '+' : ''}${percent}`;
  const since = vsAgo(range, i18n);
  return i18n._(msg`${change}% ${since}`);
}

/**
 * '67% of ended cycles completed (upload or not)': the server's completionRate, the contract's completionOfEndedCycles of
 * the cycles that ended in the range; says so when none did.
 */
export function completionText(
  period: Pick<AnalyticsPeriod, 'completionRate'>,
  range: AnalyticsTimeRange,
  i18n: I18n = englishI18n,
): string {
  if (period.completionRate !== null) return ofEndedCyclesText(period.completionRate, i18n);
  const inRange = inTheLast(range, i18n);
  return i18n._(msg`No cycle ended ${inRange}`);
}

/**
 * '50% of completed cycles had an upload': of the range's completed cycles, the share whose outcome is
 * "uploaded" (the contract's uploadShareOfCompletedCycles); says so when none completed.
 */
export function withUploadShareText(
  period: Pick<AnalyticsPeriod, 'cycles' | 'completedWithUpload'>,
  range: AnalyticsTimeRange,
  i18n: I18n = englishI18n,
): string {
  const share = uploadShareOfCompletedCycles({
    completed: period.cycles.completed,
    completedWithUpload: period.completedWithUpload,
  });
  if (share !== null) return withUploadText(share, i18n);
  const inRange = inTheLast(range, i18n);
  return i18n._(msg`No cycle completed ${inRange}`);
}

/** A figure with one decimal, as the page's language writes it ('4.5'; '4,5' in German). */
export function oneDecimal(value: number, locale = 'en'): string {
  return numberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(value);
}

/** One decimal of days: '4.5 days', '1.0 day'; '—' without a figure. */
export function formatDays(days: number | null, i18n: I18n = englishI18n): string {
  if (days === null) return UNKNOWN_COUNT;
  const value = oneDecimal(days, i18n.locale);
  return i18n._(msg`${plural(days, { one: `${value} day`, other: `${value} days` })}`);
}

/**
 * A figure of the range against the range before it, each already formatted:
 * '67% completion rate in the last 30 days, vs 100% in previous 30 days'.
 */
export function comparedText(
  current: string,
  previous: string,
  range: AnalyticsTimeRange,
  i18n: I18n = englishI18n,
): string {
  const inRange = inTheLast(range, i18n);
  const inRangeBefore = inPrevious(range, i18n);
  return i18n._(msg`${current} ${inRange}, vs ${previous} ${inRangeBefore}`);
}
