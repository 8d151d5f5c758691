import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type Channel, type CreateChannelRequest } from '@channel-countdown/contract';
import { useApiClient, specMutationDefaults } from '../../api';
import { invalidateChannelData } from './invalidateChannelData';

/** POST /api/channels {channelId: the text the user typed}: connects the channel and starts its timer. */
export function useCreateChannel() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (request: CreateChannelRequest) => api.post<Channel>(paths.channels, request),
    onSuccess: () => invalidateChannelData(queryClient),
  });
}
