// Public API of the channel-page domain for the other domains (and, through screen.ts, the package entry):
// no screens, so importing it never pulls a lazily loaded page into the importer's chunk.
export { HistoryChart } from './components/HistoryChart';
export type { HistoryChartProps, ChartPoint } from './components/HistoryChart';
export { GainsSection } from './components/GainsSection';
export { ChangesSection } from './components/ChangesSection';
export { useElementWidth } from './components/useElementWidth';
export * from './rules';
export {
  channelHistoryQueryKey,
  channelGainsQueryKey,
  channelGainsQueryOptions,
  useChannelGains,
  channelUploadsQueryKey,
  channelCyclesQueryKey,
  channelHistoryQueryOptions,
  channelUploadsQueryOptions,
  channelCyclesQueryOptions,
  useChannelHistory,
  useChannelUploads,
  useChannelCycles,
  channelChangesQueryKey,
  useChannelChanges,
} from './api/channelData';
