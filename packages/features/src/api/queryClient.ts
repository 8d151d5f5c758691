'use client';

import { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from './client';

export const FIVE_MINUTES = 5 * 60 * 1000;
export const TEN_MINUTES = 10 * 60 * 1000;

/**
 * SPEC §7: fresh for 5 minutes, discarded after 10 unused, no automatic retry, no refetch on window focus.
 * Spread first into every query of this package (a query may then override one), so an embedding app's
 * own QueryClient and its defaults cannot change them.
 */
export const specQueryDefaults = {
  staleTime: FIVE_MINUTES,
  gcTime: TEN_MINUTES,
  retry: false,
  refetchOnWindowFocus: false,
} as const;

/** SPEC §7: a mutation is never retried on its own; spread first into every mutation of this package. */
export const specMutationDefaults = { retry: false } as const;

/**
 * A client with the SPEC §7 defaults, for AppProviders when no client is given. The default query function
 * GETs the path in the first element of the query key.
 */
export function createQueryClient(apiClient: ApiClient = createApiClient()) {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: ({ queryKey }) => apiClient.read(String(queryKey[0])), ...specQueryDefaults },
      mutations: specMutationDefaults,
    },
  });
}
