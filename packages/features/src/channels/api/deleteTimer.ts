import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { useApiClient, specMutationDefaults } from '../../api';
import { invalidateChannelData } from './invalidateChannelData';

/** DELETE /api/timers/{timerId}: the channel stays, without a timer. */
export function useDeleteTimer() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (timerId: number) => api.delete<unknown>(paths.timer(timerId)),
    onSuccess: () => invalidateChannelData(queryClient),
  });
}
