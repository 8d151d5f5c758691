'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { feedbackMeta, useApiClient, specQueryDefaults, type ApiClient } from '../../api';
import { channelsQueryKey } from '../../shared';

/** GET /api/channels: the user's channels with their current timer, notes and cycle counts. */
// The key is shared with the domains that invalidate this read (shared/queryKeys.ts).
export { channelsQueryKey };

/** SPEC §7, §9: the channel list is polled every 30 seconds. */
export const CHANNELS_REFETCH_INTERVAL = 30_000;

export function channelsQueryOptions(api: ApiClient) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: channelsQueryKey,
    queryFn: () => api.call('GET', paths.channels),
    refetchInterval: CHANNELS_REFETCH_INTERVAL,
    meta: feedbackMeta({ signInOnUnauthorized: true }),
  });
}

export function useChannels() {
  return useQuery(channelsQueryOptions(useApiClient()));
}
