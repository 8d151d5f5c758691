export {
  channelsQueryKey,
  channelsQueryOptions,
  useChannels,
  CHANNELS_REFETCH_INTERVAL,
} from './getChannels';
export { channelPreviewQueryKey, channelPreviewQueryOptions, useChannelPreview } from './getChannelPreview';
export { useCreateChannel } from './createChannel';
export { useRefreshChannel } from './refreshChannel';
export { useDeleteTimer } from './deleteTimer';
export { invalidateChannelData, activeTimersQueryKey } from '../../shared';
export { sparklinesQueryKey, sparklinesQueryOptions, useSparklines } from './getSparklines';
export { useRemoveChannel, useStartCycle, useSetTimerPaused } from './manageChannel';
