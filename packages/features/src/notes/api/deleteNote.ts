'use client';

import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { feedbackMeta, useApiClient, specMutationDefaults, type ErrorToast } from '../../api';
import { invalidateNotes } from './invalidateNotes';

/** DELETE /api/channels/{id}/notes/{noteId}. */
export function useDeleteNote(channelId: number) {
  const errorToast: ErrorToast = { title: msg`Failed to delete note` };
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (noteId: number) =>
      api.call('DELETE', paths.channelNote, { params: { id: channelId, noteId } }),
    onSuccess: () => invalidateNotes(queryClient, channelId),
    meta: feedbackMeta({ errorToast }),
  });
}
