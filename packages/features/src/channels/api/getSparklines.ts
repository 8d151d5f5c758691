'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { useApiClient, specQueryDefaults, type ApiClient } from '../../api';
import { sparklinesQueryKey } from '../../shared';

/** GET /api/channels/sparklines: every card's subscriber line in one request (the cards share this query). */
// The key is shared with the domains that invalidate this read (shared/queryKeys.ts).
export { sparklinesQueryKey };

export function sparklinesQueryOptions(api: ApiClient) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: sparklinesQueryKey,
    queryFn: () => api.call('GET', paths.channelSparklines),
    // Figures move with the scheduled refreshes (hours apart), not with the 30-second channel poll.
    staleTime: 5 * 60_000,
  });
}

export function useSparklines() {
  return useQuery(sparklinesQueryOptions(useApiClient()));
}
