import { msg } from '@lingui/core/macro';
import { paths, type CreateChannelRequest } from '@channel-countdown/contract';
import { serverMessageOr, type ErrorToast } from '../../api';
import { useChannelMutation } from './channelMutation';

/**
 * POST /api/channels {channelId}: connects the channel and starts its timer. The connect dialog sends the
 * YouTube id its preview resolved, so the server looks the channel up by id (its lookup cache has it).
 */
export function useCreateChannel(
  errorToast: ErrorToast = { title: serverMessageOr(msg`Failed to add channel`) },
) {
  return useChannelMutation(
    (api, request: CreateChannelRequest) => api.call('POST', paths.channels, { body: request }),
    errorToast,
  );
}
