import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type AdminTimer } from '@channel-countdown/contract';
import { useApiClient, type ApiClient } from '../../api';
import type { AdminQueryFlags } from './getAdminStats';

/** GET /api/admin/timers: every timer with its channel name and owner. */
export const adminTimersQueryKey = [paths.adminTimers] as const;

export function adminTimersQueryOptions(api: ApiClient, { enabled }: AdminQueryFlags) {
  return queryOptions({
    queryKey: adminTimersQueryKey,
    queryFn: () => api.get<AdminTimer[]>(paths.adminTimers),
    enabled,
  });
}

export function useAdminTimers(flags: AdminQueryFlags) {
  return useQuery(adminTimersQueryOptions(useApiClient(), flags));
}
