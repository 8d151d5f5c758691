'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { useApiClient, specQueryDefaults, type ApiClient } from '../../api';
import { ADMIN_STATS_REFETCH_INTERVAL, type AdminQueryFlags } from './getAdminStats';

/**
 * GET /api/admin/system: the server's health checks, the YouTube units spent today and its load, for the
 * Overview's System Health, API Calls and Server Load. Reloaded with the stats while real-time is on.
 */
export const adminSystemQueryKey = [paths.adminSystem] as const;

export function adminSystemQueryOptions(
  api: ApiClient,
  { enabled, realTime }: AdminQueryFlags & { realTime: boolean },
) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: adminSystemQueryKey,
    queryFn: () => api.call('GET', paths.adminSystem),
    enabled,
    refetchInterval: realTime ? ADMIN_STATS_REFETCH_INTERVAL : false,
  });
}

export function useAdminSystem(flags: AdminQueryFlags & { realTime: boolean }) {
  return useQuery(adminSystemQueryOptions(useApiClient(), flags));
}
