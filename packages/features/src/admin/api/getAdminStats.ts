'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { useApiClient, specQueryDefaults, type ApiClient } from '../../api';

/** GET /api/admin/stats: platform totals and the top channels. */
export const adminStatsQueryKey = [paths.adminStats] as const;

/** SPEC §9: while real-time mode is on, the stats reload every 30 seconds. */
export const ADMIN_STATS_REFETCH_INTERVAL = 30_000;

export interface AdminQueryFlags {
  /** Admin calls run only for administrators (SPEC §6). */
  enabled: boolean;
}

export function adminStatsQueryOptions(
  api: ApiClient,
  { enabled, realTime }: AdminQueryFlags & { realTime: boolean },
) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: adminStatsQueryKey,
    queryFn: () => api.call('GET', paths.adminStats),
    enabled,
    refetchInterval: realTime ? ADMIN_STATS_REFETCH_INTERVAL : false,
  });
}

export function useAdminStats(flags: AdminQueryFlags & { realTime: boolean }) {
  return useQuery(adminStatsQueryOptions(useApiClient(), flags));
}
