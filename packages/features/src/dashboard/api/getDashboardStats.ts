'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { feedbackMeta, useApiClient, specQueryDefaults, type ApiClient } from '../../api';
import { dashboardStatsQueryKey } from '../../shared';

/** GET /api/dashboard/stats: totalChannels, activeTimers, completedCycles. */
// The key is shared with the domains that invalidate this read (shared/queryKeys.ts).
export { dashboardStatsQueryKey };

export function dashboardStatsQueryOptions(api: ApiClient) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: dashboardStatsQueryKey,
    queryFn: () => api.call('GET', paths.dashboardStats),
    meta: feedbackMeta({ signInOnUnauthorized: true }),
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions(useApiClient()));
}
