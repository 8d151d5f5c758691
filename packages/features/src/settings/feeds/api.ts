'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths, type FeedAddresses } from '@channel-countdown/contract';
import {
  feedbackMeta,
  specMutationDefaults,
  specQueryDefaults,
  useApiClient,
  type ApiClient,
} from '../../api';

/** GET /api/feeds: the user's secret feed addresses, or none while feeds are off. */
export const feedAddressesQueryKey = [paths.feeds] as const;

export function feedAddressesQueryOptions(api: ApiClient) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: feedAddressesQueryKey,
    queryFn: () => api.call('GET', paths.feeds),
    meta: feedbackMeta({ signInOnUnauthorized: true }),
  });
}

export function useFeedAddresses() {
  return useQuery(feedAddressesQueryOptions(useApiClient()));
}

/** POST /api/feeds: new addresses; the old ones stop working at once. */
export function useRenewFeeds() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: () => api.call('POST', paths.feeds),
    onSuccess: (addresses) => {
      queryClient.setQueryData<FeedAddresses>(feedAddressesQueryKey, addresses);
    },
  });
}

/** DELETE /api/feeds: the feeds are off; their addresses stop working at once. */
export function useTurnOffFeeds() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: () => api.call('DELETE', paths.feeds),
    onSuccess: () => {
      queryClient.setQueryData<FeedAddresses>(feedAddressesQueryKey, { urls: null, createdAt: null });
    },
  });
}
