import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type Channel } from '@channel-countdown/contract';
import { feedbackMeta, useApiClient, specMutationDefaults, type ErrorToast } from '../../api';
import { invalidateChannelData } from '../../shared';

/** POST /api/channels/{id}/refresh: reloads the channel's data from YouTube. */
export function useRefreshChannel(errorToast: ErrorToast = { title: 'Failed to refresh channel data' }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (channelId: number) => api.post<Channel>(paths.channelRefresh(channelId)),
    onSuccess: () => invalidateChannelData(queryClient),
    meta: feedbackMeta({ signInOnUnauthorized: true, errorToast }),
  });
}
