/**
 * The channel page's cycle summary: the contract's completionOfAllCycles (completed over all cycles, as the
 * dashboard shows it), and the average length of the cycles that ended (start to end or deletion).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { completionOfAllCycles, type ChannelCycle, type CycleState } from '@channel-countdown/contract';
import { englishI18n } from '../../i18n';

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
export function formatDuration(ms: number, i18n: I18n = englishI18n): string {
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return i18n._(msg`${days}d ${hours}h`);
  if (hours > 0) return i18n._(msg`${hours}h ${minutes}m`);
  return i18n._(msg`${minutes}m`);
}

/** How each state reads in the cycle history. */
export const cycleStateLabel: Record<CycleState, MessageDescriptor> = {
  running: msg`Running`,
  paused: msg`Paused`,
  completed: msg`Completed`,
  deleted: msg`Deleted`,
};
