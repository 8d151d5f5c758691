import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { dashboardStatsQueryKey } from '../../dashboard/api/getDashboardStats';
import { channelsQueryKey } from './getChannels';
import { sparklinesQueryKey } from './getSparklines';

/** The timers page owns GET /api/timers/active; its key is the path, so invalidating needs only that. */
export const activeTimersQueryKey = [paths.activeTimers] as const;

/** SPEC §7: after any mutation the channel, stats and active-timer lists are refetched. */
export function invalidateChannelData(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
    queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey }),
    queryClient.invalidateQueries({ queryKey: activeTimersQueryKey }),
    queryClient.invalidateQueries({ queryKey: sparklinesQueryKey }),
  ]);
}
