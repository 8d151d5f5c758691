// Public API of the dashboard domain for the other domains (and, through screen.ts, the package entry):
// no screens, so importing it never pulls a lazily loaded page into the importer's chunk.
export {
  dashboardStatsQueryKey,
  dashboardStatsQueryOptions,
  useDashboardStats,
} from './api/getDashboardStats';
export { summarizeAnalytics } from './analyticsSummary';
