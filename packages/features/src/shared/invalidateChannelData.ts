import type { QueryClient } from '@tanstack/react-query';
import {
  activeTimersQueryKey,
  channelsQueryKey,
  dashboardStatsQueryKey,
  groupsQueryKey,
  sparklinesQueryKey,
} from './queryKeys';

/**
 * SPEC §7: after any mutation the channel, stats and active-timer lists are refetched, and the groups (a
 * removed channel leaves its groups).
 */
export function invalidateChannelData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey }),
    queryClient.invalidateQueries({ queryKey: activeTimersQueryKey }),
    queryClient.invalidateQueries({ queryKey: sparklinesQueryKey }),
    queryClient.invalidateQueries({ queryKey: groupsQueryKey }),
  ]);
}
