'use client';

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type CompareMetric, type HistoryRange } from '@channel-countdown/contract';
import { useApiClient, specQueryDefaults, type ApiClient } from '../../api';

export interface CompareRead {
  channels: readonly number[];
  metric: CompareMetric;
  range: HistoryRange;
}

export const compareQueryKey = ({ channels, metric, range }: CompareRead) =>
  [paths.compare, channels.join(','), metric, range] as const;

/** GET /api/compare?channels=…&metric=…&range=…: each chosen channel's series, in the order chosen. */
export function compareQueryOptions(api: ApiClient, read: CompareRead) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: compareQueryKey(read),
    queryFn: () =>
      api.call('GET', paths.compare, {
        query: { channels: read.channels.join(','), metric: read.metric, range: read.range },
      }),
  });
}

/** The comparison; while a new choice loads, the chart keeps the last one (no flash of a skeleton). */
export const useCompare = (read: CompareRead, enabled = true) =>
  useQuery({ ...compareQueryOptions(useApiClient(), read), enabled, placeholderData: keepPreviousData });
