import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type DashboardStats } from '@channel-countdown/contract';
import { feedbackMeta, useApiClient, specQueryDefaults, type ApiClient } from '../../api';

/** GET /api/dashboard/stats: totalChannels, activeTimers, completedCycles. */
export const dashboardStatsQueryKey = [paths.dashboardStats] as const;

export function dashboardStatsQueryOptions(api: ApiClient) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: dashboardStatsQueryKey,
    queryFn: () => api.get<DashboardStats>(paths.dashboardStats),
    meta: feedbackMeta({ signInOnUnauthorized: true }),
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions(useApiClient()));
}
