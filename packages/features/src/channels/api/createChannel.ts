import { paths, type CreateChannelRequest } from '@channel-countdown/contract';
import { serverMessageOr, type ErrorToast } from '../../api';
import { useChannelMutation } from './channelMutation';

/** POST /api/channels {channelId: the text the user typed}: connects the channel and starts its timer. */
export function useCreateChannel(
  errorToast: ErrorToast = { title: serverMessageOr('Failed to add channel') },
) {
  return useChannelMutation(
    (api, request: CreateChannelRequest) => api.call('POST', paths.channels, { body: request }),
    errorToast,
  );
}
