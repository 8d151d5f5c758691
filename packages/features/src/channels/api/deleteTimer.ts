import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { feedbackMeta, useApiClient, specMutationDefaults, type ErrorToast } from '../../api';
import { invalidateChannelData } from '../../shared';

/** DELETE /api/timers/{timerId}: the channel stays, without a timer. */
export function useDeleteTimer(errorToast: ErrorToast = { title: 'Failed to delete timer' }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (timerId: number) => api.delete<unknown>(paths.timer(timerId)),
    onSuccess: () => invalidateChannelData(queryClient),
    meta: feedbackMeta({ signInOnUnauthorized: true, errorToast }),
  });
}
