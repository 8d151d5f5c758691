'use client';

import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type CreateNoteRequest } from '@channel-countdown/contract';
import { feedbackMeta, useApiClient, specMutationDefaults, type ErrorToast } from '../../api';
import { invalidateNotes } from './invalidateNotes';

/** POST /api/channels/{id}/notes {content, color}. */
export function useCreateNote(
  channelId: number,
  errorToast: ErrorToast = { title: msg`Failed to create note` },
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (request: CreateNoteRequest) =>
      api.call('POST', paths.channelNotes, { params: { id: channelId }, body: request }),
    onSuccess: () => invalidateNotes(queryClient, channelId),
    meta: feedbackMeta({ errorToast }),
  });
}
