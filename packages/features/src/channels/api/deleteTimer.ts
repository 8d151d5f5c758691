import { msg } from '@lingui/core/macro';
import { paths } from '@channel-countdown/contract';
import type { ErrorToast } from '../../api';
import { useChannelMutation } from './channelMutation';

/** DELETE /api/timers/{timerId}: the channel stays, without a timer. */
export function useDeleteTimer(errorToast: ErrorToast = { title: msg`Failed to delete timer` }) {
  return useChannelMutation(
    (api, timerId: number) => api.call('DELETE', paths.timer, { params: { timerId } }),
    errorToast,
  );
}
