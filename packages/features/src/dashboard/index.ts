export { DashboardScreen } from './DashboardScreen';
export type { DashboardScreenProps, DashboardView } from './DashboardScreen';
export {
  dashboardStatsQueryKey,
  dashboardStatsQueryOptions,
  useDashboardStats,
} from './api/getDashboardStats';
