// Public API of the analytics domain for the other domains (and, through screen.ts, the package entry):
// no screens, so importing it never pulls a lazily loaded page into the importer's chunk.
export { buildAnalyticsExport } from './analyticsExport';
export { analyticsTimeRanges, DEFAULT_TIME_RANGE } from './timeRange';
export { analyticsQueryKey, analyticsQueryOptions, useAnalytics } from './api';
export type { AnalyticsTimeRange } from './timeRange';
export { channelPerformance } from './channelPerformance';
