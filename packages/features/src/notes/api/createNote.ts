import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type CreateNoteRequest, type Note } from '@channel-countdown/contract';
import { useApiClient, specMutationDefaults } from '../../api';
import { invalidateNotes } from './invalidateNotes';

/** POST /api/channels/{id}/notes {content, color}. */
export function useCreateNote(channelId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (request: CreateNoteRequest) => api.post<Note>(paths.channelNotes(channelId), request),
    onSuccess: () => invalidateNotes(queryClient, channelId),
  });
}
