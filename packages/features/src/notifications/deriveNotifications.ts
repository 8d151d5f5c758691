import type { Channel } from '@channel-countdown/contract';
import { timerStatus } from '../channels/rules/timer';
import { isolate } from '../shared/bidi';

/**
 * Notifications are derived in the browser from the channels list and never stored (SPEC §3, §4).
 *
 * Edges, decided once here:
 * - remaining = endTime − now, in milliseconds.
 * - remaining ≤ 0 (the end is now or past) → 'Timer Completed': the countdown already reads
 *   'Completed' at the end instant (SPEC §4).
 * - 0 < remaining < 24 h → 'Timer Ending Soon'. Exactly 24 h left is not yet in the window: SPEC §9
 *   sets the warning window at "less than 24 h remaining".
 * - remaining ≥ 24 h → nothing.
 * - Only a running timer counts: isActive and not paused (a paused countdown is frozen, SPEC §4), and a
 *   channel without a timer gives nothing.
 * Ids are stable per timer and kind, so read state and "toast once" survive every refetch.
 */

export const WARNING_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What this rule reads of a channel: the contract's Channel fits it. */
export type TimedChannel = Pick<Channel, 'id' | 'channelName' | 'timer'>;

export type NotificationType = 'timer_warning' | 'timer_complete' | 'channel_update';

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** When the notification came into being: the start of the warning window, or the end. */
  timestamp: Date;
  /** The channel's internal id. */
  channelId: number;
  read: boolean;
}

/** "5h 12m" for what is left of the warning window. */
export function formatRemaining(ms: number): string {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

/** Newest first; `readIds` marks what the user has read. */
export function deriveNotifications(
  channels: readonly TimedChannel[],
  now: Date | number,
  readIds: ReadonlySet<string> = new Set(),
): AppNotification[] {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const notifications: AppNotification[] = [];
  for (const channel of channels) {
    const timer = channel.timer;
    // Not active and paused timers count as no timer here; the status rule is the cards' own (SPEC §4).
    if (!timer?.isActive) continue;
    const status = timerStatus(timer, nowMs);
    if (status === 'paused') continue;
    const endMs = new Date(timer.endTime).getTime();
    const remaining = endMs - nowMs;
    if (status === 'completed') {
      const id = `timer_complete_${timer.id}`;
      notifications.push({
        id,
        type: 'timer_complete',
        title: 'Timer Completed',
        message: `The 7-day timer for ${isolate(channel.channelName)} has completed.`,
        timestamp: new Date(endMs),
        channelId: channel.id,
        read: readIds.has(id),
      });
    } else if (remaining < WARNING_WINDOW_MS) {
      const id = `timer_warning_${timer.id}`;
      notifications.push({
        id,
        type: 'timer_warning',
        title: 'Timer Ending Soon',
        message: `The timer for ${isolate(channel.channelName)} ends in ${formatRemaining(remaining)}.`,
        timestamp: new Date(endMs - WARNING_WINDOW_MS),
        channelId: channel.id,
        read: readIds.has(id),
      });
    }
  }
  return notifications.sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime());
}

/** The mobile menu's badge (SPEC §2): running timers whose end has passed, read or not. */
export function countExpiredActiveTimers(channels: readonly TimedChannel[], now: Date | number): number {
  return deriveNotifications(channels, now).filter((notification) => notification.type === 'timer_complete').length;
}

export const countUnread = (notifications: readonly AppNotification[]) =>
  notifications.filter((notification) => !notification.read).length;
