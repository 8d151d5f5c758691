import { paths, type UserFilter, type UserSort } from '@channel-countdown/contract';
import { useAdminList } from './adminList';
import type { AdminQueryFlags } from './getAdminStats';

/** GET /api/admin/users: accounts with their counts and engagement score, searched, filtered and sorted by the server. */
export const adminUsersQueryKey = [paths.adminUsers] as const;

export interface AdminUsersParams {
  q: string;
  filter: UserFilter;
  sort: UserSort;
}

export function useAdminUsers(params: AdminUsersParams, flags: AdminQueryFlags) {
  return useAdminList(paths.adminUsers, params, flags);
}
