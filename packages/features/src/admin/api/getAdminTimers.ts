import { paths } from '@channel-countdown/contract';
import { ACTIVITY_LIST_SIZE } from '../rules';
import { useAdminList } from './adminList';
import type { AdminQueryFlags } from './getAdminStats';

/** GET /api/admin/timers: the running timers, ending soonest first; the Activity tab shows the first 10. */
export const adminTimersQueryKey = [paths.adminTimers] as const;

export function useAdminTimers(flags: AdminQueryFlags) {
  return useAdminList(paths.adminTimers, { limit: ACTIVITY_LIST_SIZE }, flags);
}
