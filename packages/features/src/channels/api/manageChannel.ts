import { msg } from '@lingui/core/macro';
import { paths } from '@channel-countdown/contract';
import { serverMessageOr, type ErrorToast } from '../../api';
import { useChannelMutation } from './channelMutation';

/** DELETE /api/channels/{id}: the channel goes with its cycles and notes. */
export function useRemoveChannel(
  errorToast: ErrorToast = { title: msg`Failed to remove channel`, description: serverMessageOr() },
) {
  return useChannelMutation(
    (api, channelId: number) => api.call('DELETE', paths.channel, { params: { id: channelId } }),
    errorToast,
  );
}

/** POST /api/channels/{id}/timer: a new cycle of `durationDays` (the saved default when left out); 409 while one runs. */
export function useStartCycle(
  errorToast: ErrorToast = { title: msg`Failed to start timer`, description: serverMessageOr() },
) {
  return useChannelMutation(
    (api, { channelId, durationDays }: { channelId: number; durationDays?: number }) =>
      api.call('POST', paths.channelTimer, {
        params: { id: channelId },
        body: durationDays === undefined ? {} : { durationDays },
      }),
    errorToast,
  );
}

/**
 * PATCH /api/timers/{id} {isPaused}: pause or resume the running cycle (resuming keeps the time that was left).
 * The failure toast names what was tried, which the caller knows when it renders.
 */
export function useSetTimerPaused(errorToast: ErrorToast) {
  return useChannelMutation(
    (api, { timerId, isPaused }: { timerId: number; isPaused: boolean }) =>
      api.call('PATCH', paths.timer, { params: { timerId }, body: { isPaused } }),
    errorToast,
  );
}
