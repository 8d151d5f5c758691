'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { useApiClient, specQueryDefaults, type ApiClient } from '../../api';

/** GET /api/channels/preview/{input}: the channel the typed text points at, before connecting it. */
export const channelPreviewQueryKey = (input: string) => [paths.channelPreview(input)] as const;

export function channelPreviewQueryOptions(api: ApiClient, input: string | null) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: channelPreviewQueryKey(input ?? ''),
    queryFn: () => api.call('GET', paths.channelPreview, { params: { input: input ?? '' } }),
    // Looked up only once the dialog has an input that passed the client-side rules.
    enabled: Boolean(input),
  });
}

/** The preview of `input`, or an idle query while `input` is null. */
export function useChannelPreview(input: string | null) {
  return useQuery(channelPreviewQueryOptions(useApiClient(), input));
}
