import { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from './client';

export const FIVE_MINUTES = 5 * 60 * 1000;
export const TEN_MINUTES = 10 * 60 * 1000;

/**
 * SPEC §7 defaults: fresh for 5 minutes, discarded after 10 unused, no automatic retry, no refetch on
 * window focus. The default query function GETs the path in the first element of the query key.
 */
export function createQueryClient(apiClient: ApiClient = createApiClient()) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => apiClient.get(String(queryKey[0])),
        staleTime: FIVE_MINUTES,
        gcTime: TEN_MINUTES,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
