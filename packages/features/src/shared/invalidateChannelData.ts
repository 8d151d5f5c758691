import type { QueryClient } from '@tanstack/react-query';
import {
  activeTimersQueryKey,
  channelsQueryKey,
  dashboardStatsQueryKey,
  sparklinesQueryKey,
} from './queryKeys';

/** SPEC §7: after any mutation the channel, stats and active-timer lists are refetched. */
export function invalidateChannelData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey }),
    queryClient.invalidateQueries({ queryKey: activeTimersQueryKey }),
    queryClient.invalidateQueries({ queryKey: sparklinesQueryKey }),
  ]);
}
