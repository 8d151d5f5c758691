import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type AnalyticsRange } from '@channel-countdown/contract';
import { feedbackMeta, useApiClient, specQueryDefaults, type ApiClient } from '../../api';

/** GET /api/analytics?range=: the figures of the range and of the range before it, computed by the server. */
export const analyticsQueryKey = (range: AnalyticsRange) => [paths.analytics, range] as const;

export function analyticsQueryOptions(api: ApiClient, range: AnalyticsRange) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: analyticsQueryKey(range),
    queryFn: () => api.call('GET', paths.analytics, { query: { range } }),
    meta: feedbackMeta({ signInOnUnauthorized: true }),
  });
}

/**
 * The analytics of `range`. While another range loads, the last range's figures stay on screen
 * (`isPlaceholderData`), so the page does not fall back to skeletons at each change of the select.
 */
export function useAnalytics(range: AnalyticsRange) {
  return useQuery({ ...analyticsQueryOptions(useApiClient(), range), placeholderData: keepPreviousData });
}
