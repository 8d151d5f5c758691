import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AnalyticsRange } from '@channel-countdown/contract';
import { englishI18n } from '../i18n';

/**
 * SPEC §2: the analytics time ranges, 30 days by default (the server's ANALYTICS_RANGES). Each is named in
 * the texts by the phrases below ('Last 7 days', 'in the last 7 days', 'vs previous 7 days', 'vs 7 days ago').
 */
export const analyticsTimeRanges = [
  { id: '7d' },
  { id: '30d' },
  { id: '90d' },
  { id: '1y' },
] as const satisfies readonly { id: AnalyticsRange }[];
export type AnalyticsTimeRange = (typeof analyticsTimeRanges)[number]['id'];
export const DEFAULT_TIME_RANGE: AnalyticsTimeRange = '30d';

/**
 * Each range's words in the catalogs: its label, and the phrases that place a figure in it ('in the last 7
 * days'), in the range before it ('in previous 7 days', 'vs previous 7 days') or at its start ('vs 7 days
 * ago'). Whole phrases, so each language words them its own way.
 */
const rangeMessages: Record<
  AnalyticsTimeRange,
  Record<'label' | 'inTheLast' | 'vsPrevious' | 'inPrevious' | 'vsAgo', MessageDescriptor>
> = {
  '7d': {
    label: msg`Last 7 days`,
    inTheLast: msg`in the last 7 days`,
    vsPrevious: msg`vs previous 7 days`,
    inPrevious: msg`in previous 7 days`,
    vsAgo: msg`vs 7 days ago`,
  },
  '30d': {
    label: msg`Last 30 days`,
    inTheLast: msg`in the last 30 days`,
    vsPrevious: msg`vs previous 30 days`,
    inPrevious: msg`in previous 30 days`,
    vsAgo: msg`vs 30 days ago`,
  },
  '90d': {
    label: msg`Last 90 days`,
    inTheLast: msg`in the last 90 days`,
    vsPrevious: msg`vs previous 90 days`,
    inPrevious: msg`in previous 90 days`,
    vsAgo: msg`vs 90 days ago`,
  },
  '1y': {
    label: msg`Last year`,
    inTheLast: msg`in the last year`,
    vsPrevious: msg`vs previous year`,
    inPrevious: msg`in previous year`,
    vsAgo: msg`vs a year ago`,
  },
};

/** 'Last 7 days', 'Last year': the range as the select offers it, in the language of `i18n`. */
export const rangeLabel = (range: AnalyticsTimeRange, i18n: I18n = englishI18n) =>
  i18n._(rangeMessages[range].label);
/** 'in the last 7 days', 'in the last year'. */
export const inTheLast = (range: AnalyticsTimeRange, i18n: I18n = englishI18n) =>
  i18n._(rangeMessages[range].inTheLast);
/** 'vs previous 7 days', 'vs previous year': the range of equal length before the chosen one. */
export const vsPrevious = (range: AnalyticsTimeRange, i18n: I18n = englishI18n) =>
  i18n._(rangeMessages[range].vsPrevious);
/** 'in previous 7 days', 'in previous year'. */
export const inPrevious = (range: AnalyticsTimeRange, i18n: I18n = englishI18n) =>
  i18n._(rangeMessages[range].inPrevious);
/** 'vs 7 days ago', 'vs a year ago': the moment the range starts. */
export const vsAgo = (range: AnalyticsTimeRange, i18n: I18n = englishI18n) =>
  i18n._(rangeMessages[range].vsAgo);
