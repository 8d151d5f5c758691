'use client';

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type AnalyticsRange } from '@channel-countdown/contract';
import { feedbackMeta, useApiClient, specQueryDefaults, type ApiClient } from '../../api';

/**
 * GET /api/analytics?range=[&group=]: the figures of the range and of the range before it, computed by the
 * server, of all the user's channels or of one group's.
 */
export const analyticsQueryKey = (range: AnalyticsRange, group: number | null = null) =>
  group === null ? ([paths.analytics, range] as const) : ([paths.analytics, range, group] as const);

export function analyticsQueryOptions(api: ApiClient, range: AnalyticsRange, group: number | null = null) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: analyticsQueryKey(range, group),
    queryFn: () => api.call('GET', paths.analytics, { query: group === null ? { range } : { range, group } }),
    meta: feedbackMeta({ signInOnUnauthorized: true }),
  });
}

/**
 * The analytics of `range`. While another range loads, the last range's figures stay on screen
 * (`isPlaceholderData`), so the page does not fall back to skeletons at each change of the select.
 */
export function useAnalytics(range: AnalyticsRange, group: number | null = null) {
  return useQuery({
    ...analyticsQueryOptions(useApiClient(), range, group),
    placeholderData: keepPreviousData,
  });
}
