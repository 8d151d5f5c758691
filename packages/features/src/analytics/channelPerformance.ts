import type { Channel } from '@channel-countdown/contract';
import { completionRate } from '../channels';

const DAY = 24 * 60 * 60 * 1000;

export interface ChannelPerformance {
  id: number;
  /** The channel's name, or its YouTube id when the name is empty. */
  name: string;
  /** lastUpload, else now (SPEC §2). */
  lastUpdate: Date;
  /** Whether the channel has a timer (SPEC §2: the active/inactive badge). */
  isActive: boolean;
  /** Cycles completed over the channel's whole history. */
  completedCycles: number;
  /** Cycles started over the channel's whole history. */
  totalCycles: number;
  /**
   * Average days between cycle starts since the channel was connected (days tracked ÷ cycles started),
   * one decimal; null when no cycle was ever started. Replaces the SPEC's random placeholder.
   */
  averageDaysPerCycle: number | null;
}

export function channelPerformance(channel: Channel, now: Date): ChannelPerformance {
  const lastUpload = channel.lastUpload ? new Date(channel.lastUpload) : null;
  const daysTracked = Math.max(0, now.getTime() - new Date(channel.createdAt).getTime()) / DAY;
  const { total, completed } = channel.cycles;
  return {
    id: channel.id,
    name: channel.channelName || channel.channelId,
    lastUpdate: lastUpload && Number.isFinite(lastUpload.getTime()) ? lastUpload : now,
    isActive: channel.timer !== null,
    completedCycles: completed,
    totalCycles: total,
    averageDaysPerCycle: total > 0 ? Math.round((daysTracked / total) * 10) / 10 : null,
  };
}

/** Whole-percent completion over every cycle of every channel: the real figure behind 'N% completion rate'. */
export function overallCompletionRate(channels: readonly Pick<Channel, 'cycles'>[]): number {
  const total = channels.reduce((sum, channel) => sum + channel.cycles.total, 0);
  const completed = channels.reduce((sum, channel) => sum + channel.cycles.completed, 0);
  return completionRate({ total, completed });
}

const MONTH = 30 * DAY;

/**
 * The real figure behind '+12% from last month': how the number of connected channels changed since 30 days
 * ago, from each channel's createdAt. With no channel a month ago a percentage means nothing, so the text
 * counts the new channels instead.
 */
export function channelGrowthText(channels: readonly Pick<Channel, 'createdAt'>[], now: Date): string {
  const monthAgo = now.getTime() - MONTH;
  const before = channels.filter((channel) => new Date(channel.createdAt).getTime() <= monthAgo).length;
  const added = channels.length - before;
  if (before === 0) return `+${added} new from last month`;
  const percent = Math.round((added / before) * 100);
  return `${percent > 0 ? '+' : ''}${percent}% from last month`;
}
