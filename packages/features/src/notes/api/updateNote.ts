'use client';

import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type UpdateNoteRequest } from '@channel-countdown/contract';
import { feedbackMeta, useApiClient, specMutationDefaults, type ErrorToast } from '../../api';
import { invalidateNotes } from './invalidateNotes';

/** PATCH /api/channels/{id}/notes/{noteId} {content, color}. */
export function useUpdateNote(channelId: number) {
  const errorToast: ErrorToast = { title: msg`Failed to update note` };
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: ({ noteId, ...updates }: UpdateNoteRequest & { noteId: number }) =>
      api.call('PATCH', paths.channelNote, { params: { id: channelId, noteId }, body: updates }),
    onSuccess: () => invalidateNotes(queryClient, channelId),
    meta: feedbackMeta({ errorToast }),
  });
}
