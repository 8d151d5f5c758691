export { TimersScreen } from './TimersScreen';
export {
  filterTimers,
  timerFilters,
  timerFilterLabel,
  timersFoundHeading,
  timersOfKnownChannels,
} from './filterTimers';
export type { TimerFilter } from './filterTimers';
export {
  activeTimersQueryOptions,
  useActiveTimers,
  ACTIVE_TIMERS_REFETCH_INTERVAL,
} from './api/getActiveTimers';
