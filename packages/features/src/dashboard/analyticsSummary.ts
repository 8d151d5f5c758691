import { completionOfAllCycles, countTimers, type Channel } from '@channel-countdown/contract';
import type { I18n } from '@lingui/core';
import { formatCountdown, timerStatus, topChannelsByCompletion, type RankedChannel } from '../channels';
import { englishI18n } from '../i18n';

/** SPEC §9: 'Recent Activity' counts timers started in the last 7 days. */
export const RECENT_ACTIVITY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export interface AnalyticsSummary {
  /** Running timers now (the contract's countTimers: counting down, not paused, end ahead). */
  runningTimers: number;
  /** Completed cycles over all cycles ever started, and its whole percent (completionOfAllCycles; 0 without cycles). */
  completedCycles: number;
  totalCycles: number;
  completionOfAllCycles: number;
  /** Countdown to the soonest-ending running timer, or '--' when none runs. */
  nextCompletion: string;
  /** Channels whose current timer started within the last 7 days. */
  recentActivity: number;
  /** The 3 best channels by completion rate. */
  topChannels: RankedChannel<Channel>[];
}

/**
 * The dashboard's analytics view (SPEC §2): null when there is nothing to analyse (no channels, or no
 * channel ever had a timer) — the view then shows 'No analytics data'.
 */
export function summarizeAnalytics(
  channels: readonly Channel[],
  now: Date,
  i18n: I18n = englishI18n,
): AnalyticsSummary | null {
  const hasHistory = channels.some((channel) => channel.timer !== null || channel.cycles.total > 0);
  if (!hasHistory) return null;

  const running = channels.filter((channel) => timerStatus(channel.timer, now) === 'running');
  const counts = countTimers(
    channels.map((channel) => channel.timer),
    now,
  );
  const soonestEnd = running
    .map((channel) => new Date(channel.timer!.endTime).getTime())
    .reduce((soonest, end) => Math.min(soonest, end), Infinity);
  const completedCycles = channels.reduce((sum, channel) => sum + channel.cycles.completed, 0);
  const totalCycles = channels.reduce((sum, channel) => sum + channel.cycles.total, 0);
  const recentSince = now.getTime() - RECENT_ACTIVITY_WINDOW_MS;

  return {
    runningTimers: counts.running,
    completedCycles,
    totalCycles,
    completionOfAllCycles: completionOfAllCycles({ completed: completedCycles, total: totalCycles }) ?? 0,
    nextCompletion: Number.isFinite(soonestEnd) ? formatCountdown(soonestEnd, now, i18n) : '--',
    recentActivity: channels.filter((channel) => {
      const start = channel.timer ? new Date(channel.timer.startTime).getTime() : NaN;
      return start >= recentSince && start <= now.getTime();
    }).length,
    topChannels: topChannelsByCompletion(channels),
  };
}
