// The count texts are the contract's (counts.ts), so the server's pages and every screen read alike.
export {
  approximately,
  countText,
  formatSubscribers,
  formatCount,
  subscriberText,
  UNKNOWN_COUNT,
} from '@channel-countdown/contract';
export {
  timerStatus,
  timerStatusLabel,
  timerStatusMessage,
  runningTimersMessage,
  timerStatusTone,
  runningTimersFigure,
  hasRunningTimer,
  formatCountdown,
  countdownText,
  timeLeftText,
} from './timer';
export type { TimerLike, TimerStatus } from './timer';
export { figuresStale, isStale, sinceText, STALE_AFTER_MS } from './freshness';
export { timeAgo, timeUntil } from './relativeTime';
export { sparklinePath } from './sparkline';
export {
  ofAllCyclesText,
  ofEndedCyclesText,
  withUploadText,
  completionBand,
  topChannelsByCompletion,
  GOOD_COMPLETION_RATE,
  MEDIUM_COMPLETION_RATE,
  TOP_CHANNELS,
} from './completion';
export type { Cycles, CompletionBand, RankedChannel } from './completion';
export { lookupFailureText, serverMessage } from './serverMessage';
export { trackedChannel } from './tracked';
export { subscriberChangeText } from './subscriberChange';
