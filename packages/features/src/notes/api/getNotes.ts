'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { useApiClient, specQueryDefaults, type ApiClient } from '../../api';
import { notesQueryKey } from '../../shared';

/** GET /api/channels/{id}/notes. */
// The key is shared with the domains that invalidate this read (shared/queryKeys.ts).
export { notesQueryKey };

export function notesQueryOptions(api: ApiClient, channelId: number, isOpen: boolean) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: notesQueryKey(channelId),
    queryFn: () => api.call('GET', paths.channelNotes, { params: { id: channelId } }),
    // SPEC §7: notes are fetched only while the notes panel is open.
    enabled: isOpen,
  });
}

export function useNotes(channelId: number, isOpen: boolean) {
  return useQuery(notesQueryOptions(useApiClient(), channelId, isOpen));
}
