export { DashboardScreen } from './DashboardScreen';
export type { DashboardScreenProps, DashboardView } from './DashboardScreen';
export { dashboardStatsQueryKey, dashboardStatsQueryOptions, useDashboardStats } from './api/getDashboardStats';
export { summarizeAnalytics, RECENT_ACTIVITY_WINDOW_MS } from './analyticsSummary';
export type { AnalyticsSummary } from './analyticsSummary';
