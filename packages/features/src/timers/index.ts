// Public API of the timers domain for the other domains (and, through screen.ts, the package entry):
// no screens, so importing it never pulls a lazily loaded page into the importer's chunk.
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
