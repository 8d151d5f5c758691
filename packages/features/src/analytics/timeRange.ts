/** SPEC §2: the analytics time ranges, 30 days by default. */
export const analyticsTimeRanges = [
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '90d', label: 'Last 90 days' },
  { id: '1y', label: 'Last year' },
] as const;
export type AnalyticsTimeRange = (typeof analyticsTimeRanges)[number]['id'];
export const DEFAULT_TIME_RANGE: AnalyticsTimeRange = '30d';
