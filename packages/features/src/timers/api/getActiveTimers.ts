'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { feedbackMeta, useApiClient, specQueryDefaults, type ApiClient } from '../../api';
import { activeTimersQueryKey } from '../../shared';

/** SPEC §7, §9: the active-timers list is polled every 30 seconds. */
export const ACTIVE_TIMERS_REFETCH_INTERVAL = 30_000;

/** GET /api/timers/active: the user's active timers, each with its channel summary. */
export function activeTimersQueryOptions(api: ApiClient) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: activeTimersQueryKey,
    queryFn: () => api.call('GET', paths.activeTimers),
    refetchInterval: ACTIVE_TIMERS_REFETCH_INTERVAL,
    meta: feedbackMeta({ signInOnUnauthorized: true }),
  });
}

export function useActiveTimers() {
  return useQuery(activeTimersQueryOptions(useApiClient()));
}
