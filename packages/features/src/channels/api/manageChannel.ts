import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type Channel, type Timer } from '@channel-countdown/contract';
import {
  feedbackMeta,
  serverMessageOr,
  useApiClient,
  specMutationDefaults,
  type ErrorToast,
} from '../../api';
import { invalidateChannelData } from '../../shared';

/** DELETE /api/channels/{id}: the channel goes with its cycles and notes. */
export function useRemoveChannel(
  errorToast: ErrorToast = { title: 'Failed to remove channel', description: serverMessageOr() },
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (channelId: number) => api.delete<unknown>(paths.channel(channelId)),
    onSuccess: () => invalidateChannelData(queryClient),
    meta: feedbackMeta({ signInOnUnauthorized: true, errorToast }),
  });
}

/** POST /api/channels/{id}/timer: a new cycle of `durationDays` (the saved default when left out); 409 while one runs. */
export function useStartCycle(
  errorToast: ErrorToast = { title: 'Failed to start timer', description: serverMessageOr() },
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: ({ channelId, durationDays }: { channelId: number; durationDays?: number }) =>
      api.post<Channel>(paths.channelTimer(channelId), durationDays === undefined ? {} : { durationDays }),
    onSuccess: () => invalidateChannelData(queryClient),
    meta: feedbackMeta({ signInOnUnauthorized: true, errorToast }),
  });
}

/**
 * PATCH /api/timers/{id} {isPaused}: pause or resume the running cycle (resuming keeps the time that was left).
 * The failure toast names what was tried, which the caller knows when it renders.
 */
export function useSetTimerPaused(errorToast: ErrorToast) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: ({ timerId, isPaused }: { timerId: number; isPaused: boolean }) =>
      api.patch<Timer>(paths.timer(timerId), { isPaused }),
    onSuccess: () => invalidateChannelData(queryClient),
    meta: feedbackMeta({ signInOnUnauthorized: true, errorToast }),
  });
}
