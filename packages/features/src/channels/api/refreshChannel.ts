import { msg } from '@lingui/core/macro';
import { paths } from '@channel-countdown/contract';
import type { ErrorToast } from '../../api';
import { useChannelMutation } from './channelMutation';

/** POST /api/channels/{id}/refresh: reloads the channel's data from YouTube. */
export function useRefreshChannel(errorToast: ErrorToast = { title: msg`Failed to refresh channel data` }) {
  return useChannelMutation(
    (api, channelId: number) => api.call('POST', paths.channelRefresh, { params: { id: channelId } }),
    errorToast,
  );
}
