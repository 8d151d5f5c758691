// Public entry of the channel page domain (issue 18): /channels/:id, its own lazily loaded chunk.
export { ChannelPageScreen } from './ChannelPageScreen';
export { HistoryChart } from './components/HistoryChart';
export type { HistoryChartProps, ChartPoint } from './components/HistoryChart';
export * from './rules';
export {
  channelHistoryQueryKey,
  channelUploadsQueryKey,
  channelCyclesQueryKey,
  channelHistoryQueryOptions,
  channelUploadsQueryOptions,
  channelCyclesQueryOptions,
  useChannelHistory,
  useChannelUploads,
  useChannelCycles,
} from './api/channelData';
