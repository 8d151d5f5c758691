import { completionOfEndedCycles, type ChannelAnalytics } from '@channel-countdown/contract';
import { formatSubscribers, UNKNOWN_COUNT } from '../channels';

export interface ChannelPerformance {
  id: number;
  /** The channel's name, or its YouTube id when the name is empty. */
  name: string;
  /** lastUpload, else now (SPEC §2). */
  lastUpdate: Date;
  /** Whether the channel has a timer (SPEC §2: the active/inactive badge). */
  isActive: boolean;
  /** Cycles of the range that completed, and all that ended in it (completed or deleted). */
  completedCycles: number;
  endedCycles: number;
  /** Of the completed cycles, those with an upload inside them (the channel page's "uploaded" outcome). */
  completedWithUpload: number;
  /** Cycles the user deleted before their end within the range: counted apart, never as completed. */
  deletedCycles: number;
  /** The contract's completionOfEndedCycles of the range (the Analytics page's rate); null when none ended. */
  completionOfEndedCycles: number | null;
  /** Days from start to end (or deletion) of the cycles that ended in the range, one decimal; null: none ended. */
  averageDaysPerCycle: number | null;
  /** '+1.2K', '−300', '0'; '—' when YouTube showed no subscriber count. */
  subscriberGrowth: string;
}

/** A row of 'Channel Performance': the server's figures of one channel over the chosen range. */
export function channelPerformance(channel: ChannelAnalytics, now: Date): ChannelPerformance {
  const lastUpload = channel.lastUpload ? new Date(channel.lastUpload) : null;
  const { completed, deleted } = channel.cycles;
  return {
    id: channel.id,
    name: channel.channelName || channel.channelId,
    lastUpdate: lastUpload && Number.isFinite(lastUpload.getTime()) ? lastUpload : now,
    isActive: channel.hasTimer,
    completedCycles: completed,
    endedCycles: completed + deleted,
    completedWithUpload: channel.completedWithUpload,
    deletedCycles: deleted,
    completionOfEndedCycles: completionOfEndedCycles({ completed, deleted }),
    averageDaysPerCycle: channel.averageCycleDays,
    subscriberGrowth: signed(channel.subscriberGrowth, formatSubscribers),
  };
}

/** '+1.2K' / '−300' / '0' with `format` for the size; '—' for an unknown change. */
export function signed(delta: number | null, format: (n: number) => string = String): string {
  if (delta === null) return UNKNOWN_COUNT;
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '';
  return `${sign}${format(Math.abs(delta))}`;
}
