export { approximately, formatSubscribers, formatCount, UNKNOWN_COUNT } from './subscribers';
export {
  timerStatus,
  timerStatusLabel,
  timerStatusTone,
  hasRunningTimer,
  formatCountdown,
  countdownText,
  timeLeftText,
} from './timer';
export type { TimerLike, TimerStatus } from './timer';
export { isStale, sinceText, STALE_AFTER_MS } from './freshness';
export { timeAgo } from './relativeTime';
export { sparklinePath } from './sparkline';
export {
  ofAllCyclesText,
  ofEndedCyclesText,
  completionBand,
  topChannelsByCompletion,
  GOOD_COMPLETION_RATE,
  MEDIUM_COMPLETION_RATE,
  TOP_CHANNELS,
} from './completion';
export type { Cycles, CompletionBand, RankedChannel } from './completion';
export { serverMessage } from './serverMessage';
export { trackedChannel } from './tracked';
