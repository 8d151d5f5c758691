import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type Note } from '@channel-countdown/contract';
import { useApiClient, specQueryDefaults, type ApiClient } from '../../api';

/** GET /api/channels/{id}/notes. */
export const notesQueryKey = (channelId: number) => [paths.channelNotes(channelId)] as const;

export function notesQueryOptions(api: ApiClient, channelId: number, isOpen: boolean) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: notesQueryKey(channelId),
    queryFn: () => api.get<Note[]>(paths.channelNotes(channelId)),
    // SPEC §7: notes are fetched only while the notes panel is open.
    enabled: isOpen,
  });
}

export function useNotes(channelId: number, isOpen: boolean) {
  return useQuery(notesQueryOptions(useApiClient(), channelId, isOpen));
}
