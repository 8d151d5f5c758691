import type { AnalyticsRange } from '@channel-countdown/contract';

/**
 * SPEC §2: the analytics time ranges, 30 days by default (the server's ANALYTICS_RANGES). `span` names the
 * range's length in the texts that follow it: 'in the last 7 days', 'vs previous 7 days', 'vs 7 days ago'.
 */
export const analyticsTimeRanges = [
  { id: '7d', label: 'Last 7 days', span: '7 days', ago: '7 days ago' },
  { id: '30d', label: 'Last 30 days', span: '30 days', ago: '30 days ago' },
  { id: '90d', label: 'Last 90 days', span: '90 days', ago: '90 days ago' },
  { id: '1y', label: 'Last year', span: 'year', ago: 'a year ago' },
] as const satisfies readonly { id: AnalyticsRange; label: string; span: string; ago: string }[];
export type AnalyticsTimeRange = (typeof analyticsTimeRanges)[number]['id'];
export const DEFAULT_TIME_RANGE: AnalyticsTimeRange = '30d';

const rangeOf = (range: AnalyticsTimeRange) => analyticsTimeRanges.find((entry) => entry.id === range)!;

/** 'in the last 7 days', 'in the last year'. */
export const inTheLast = (range: AnalyticsTimeRange) => `in the last ${rangeOf(range).span}`;
/** 'vs previous 7 days', 'vs previous year': the range of equal length before the chosen one. */
export const vsPrevious = (range: AnalyticsTimeRange) => `vs previous ${rangeOf(range).span}`;
/** 'in previous 7 days', 'in previous year'. */
export const inPrevious = (range: AnalyticsTimeRange) => `in previous ${rangeOf(range).span}`;
/** 'vs 7 days ago', 'vs a year ago': the moment the range starts. */
export const vsAgo = (range: AnalyticsTimeRange) => `vs ${rangeOf(range).ago}`;
