export { AnalyticsScreen } from './AnalyticsScreen';
export type { AnalyticsScreenProps } from './AnalyticsScreen';
export { buildAnalyticsExport } from './analyticsExport';
export { analyticsTimeRanges, DEFAULT_TIME_RANGE } from './timeRange';
export { analyticsQueryKey, useAnalytics } from './api';
export type { AnalyticsTimeRange } from './timeRange';
