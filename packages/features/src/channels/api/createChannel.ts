import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type Channel, type CreateChannelRequest } from '@channel-countdown/contract';
import {
  feedbackMeta,
  serverMessageOr,
  useApiClient,
  specMutationDefaults,
  type ErrorToast,
} from '../../api';
import { invalidateChannelData } from '../../shared';

/** POST /api/channels {channelId: the text the user typed}: connects the channel and starts its timer. */
export function useCreateChannel(
  errorToast: ErrorToast = { title: serverMessageOr('Failed to add channel') },
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (request: CreateChannelRequest) => api.post<Channel>(paths.channels, request),
    onSuccess: () => invalidateChannelData(queryClient),
    meta: feedbackMeta({ signInOnUnauthorized: true, errorToast }),
  });
}
