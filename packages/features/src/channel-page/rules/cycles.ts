/**
 * The channel page's cycle summary: the contract's completionOfAllCycles (completed over all cycles, as the
 * dashboard shows it), and the average length of the cycles that ended (start to end or deletion).
 */
import { completionOfAllCycles, type ChannelCycle, type CycleState } from '@channel-countdown/contract';

export interface CycleSummary {
  total: number;
  completed: number;
  /** Whole percent of all cycles that completed (completionOfAllCycles); null without any cycle. */
  rate: number | null;
  /** Mean ms from start to end of the cycles that ended; null when none has. */
  averageLengthMs: number | null;
}

export function summarizeCycles(cycles: readonly ChannelCycle[]): CycleSummary {
  const completed = cycles.filter((cycle) => cycle.state === 'completed').length;
  const ended = cycles.filter((cycle) => cycle.endedAt !== null);
  const lengths = ended.map(
    (cycle) => new Date(cycle.endedAt!).getTime() - new Date(cycle.startTime).getTime(),
  );
  return {
    total: cycles.length,
    completed,
    rate: completionOfAllCycles({ total: cycles.length, completed }),
    averageLengthMs: lengths.length === 0 ? null : lengths.reduce((sum, ms) => sum + ms, 0) / lengths.length,
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '6d 4h', '5h 12m', '3m': the two largest whole units of a duration. */
export function formatDuration(ms: number): string {
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${minutes}m`;
}

/** How each state reads in the cycle history. */
export const cycleStateLabel: Record<CycleState, string> = {
  running: 'Running',
  paused: 'Paused',
  completed: 'Completed',
  deleted: 'Deleted',
};
