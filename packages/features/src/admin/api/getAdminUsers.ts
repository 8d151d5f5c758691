import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type AdminUser } from '@channel-countdown/contract';
import { useApiClient, type ApiClient } from '../../api';
import type { AdminQueryFlags } from './getAdminStats';

/** GET /api/admin/users: every account with its activity counts and engagement score. */
export const adminUsersQueryKey = [paths.adminUsers] as const;

export function adminUsersQueryOptions(api: ApiClient, { enabled }: AdminQueryFlags) {
  return queryOptions({
    queryKey: adminUsersQueryKey,
    queryFn: () => api.get<AdminUser[]>(paths.adminUsers),
    enabled,
  });
}

export function useAdminUsers(flags: AdminQueryFlags) {
  return useQuery(adminUsersQueryOptions(useApiClient(), flags));
}
