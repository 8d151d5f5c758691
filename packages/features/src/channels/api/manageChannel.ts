import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type Channel, type Timer } from '@channel-countdown/contract';
import { useApiClient, specMutationDefaults } from '../../api';
import { invalidateChannelData } from './invalidateChannelData';

/** DELETE /api/channels/{id}: the channel goes with its cycles and notes. */
export function useRemoveChannel() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (channelId: number) => api.delete<unknown>(paths.channel(channelId)),
    onSuccess: () => invalidateChannelData(queryClient),
  });
}

/** POST /api/channels/{id}/timer: a new cycle of `durationDays` (the saved default when left out); 409 while one runs. */
export function useStartCycle() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: ({ channelId, durationDays }: { channelId: number; durationDays?: number }) =>
      api.post<Channel>(paths.channelTimer(channelId), durationDays === undefined ? {} : { durationDays }),
    onSuccess: () => invalidateChannelData(queryClient),
  });
}

/** PATCH /api/timers/{id} {isPaused}: pause or resume the running cycle (resuming keeps the time that was left). */
export function useSetTimerPaused() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: ({ timerId, isPaused }: { timerId: number; isPaused: boolean }) =>
      api.patch<Timer>(paths.timer(timerId), { isPaused }),
    onSuccess: () => invalidateChannelData(queryClient),
  });
}
