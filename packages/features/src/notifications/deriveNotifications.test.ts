import { describe, expect, it } from 'vitest';
import {
  WARNING_WINDOW_MS,
  countExpiredActiveTimers,
  countUnread,
  deriveNotifications,
  type TimedChannel,
} from './deriveNotifications';

const now = new Date('2026-11-22T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

const channelEndingIn = (ms: number, overrides: Partial<NonNullable<TimedChannel['timer']>> = {}, id = 1): TimedChannel => ({
  id,
  channelName: `Channel ${id}`,
  timer: {
    id: 100 + id,
    channelId: id,
    startTime: new Date(now.getTime() + ms - 7 * 24 * HOUR).toISOString(),
    endTime: new Date(now.getTime() + ms).toISOString(),
    isActive: true,
    isPaused: false,
    ...overrides,
  },
});

describe('deriveNotifications', () => {
  it('gives nothing with exactly 24 h left (the window is "less than 24 h")', () => {
    expect(deriveNotifications([channelEndingIn(WARNING_WINDOW_MS)], now)).toEqual([]);
    expect(deriveNotifications([channelEndingIn(30 * HOUR)], now)).toEqual([]);
  });

  it("gives 'Timer Ending Soon' just under 24 h", () => {
    const [notification, ...rest] = deriveNotifications([channelEndingIn(WARNING_WINDOW_MS - 1)], now);
    expect(rest).toEqual([]);
    expect(notification).toMatchObject({
      id: 'timer_warning_101',
      type: 'timer_warning',
      title: 'Timer Ending Soon',
      channelId: 1,
      read: false,
    });
    expect(notification?.message).toContain('Channel 1');
    expect(notification?.message).toContain('23h 59m');
  });

  it("gives 'Timer Ending Soon' one millisecond before the end", () => {
    expect(deriveNotifications([channelEndingIn(1)], now)[0]?.title).toBe('Timer Ending Soon');
  });

  it("gives 'Timer Completed' with 0 left (the end instant) and past the end", () => {
    expect(deriveNotifications([channelEndingIn(0)], now)[0]).toMatchObject({
      id: 'timer_complete_101',
      type: 'timer_complete',
      title: 'Timer Completed',
    });
    expect(deriveNotifications([channelEndingIn(-3 * 24 * HOUR)], now)[0]?.title).toBe('Timer Completed');
  });

  it('ignores channels without a running timer', () => {
    const none: TimedChannel = { id: 5, channelName: 'No timer', timer: null };
    expect(
      deriveNotifications(
        [none, channelEndingIn(-HOUR, { isActive: false }, 2), channelEndingIn(HOUR, { isPaused: true }, 3)],
        now,
      ),
    ).toEqual([]);
  });

  it('marks read ids and sorts newest first (a warning dates from the start of its 24 h window)', () => {
    const list = deriveNotifications(
      [channelEndingIn(-2 * HOUR, {}, 1), channelEndingIn(2 * HOUR, {}, 2), channelEndingIn(-HOUR, {}, 3)],
      now,
      new Set(['timer_complete_103']),
    );
    // ended 1 h ago, ended 2 h ago, window opened 22 h ago
    expect(list.map((n) => n.id)).toEqual(['timer_complete_103', 'timer_complete_101', 'timer_warning_102']);
    expect(list.map((n) => n.read)).toEqual([true, false, false]);
    expect(countUnread(list)).toBe(2);
  });

  it('counts only expired active timers for the mobile badge', () => {
    const channels = [
      channelEndingIn(-HOUR, {}, 1),
      channelEndingIn(0, {}, 2),
      channelEndingIn(HOUR, {}, 3),
      channelEndingIn(-HOUR, { isActive: false }, 4),
    ];
    expect(countExpiredActiveTimers(channels, now)).toBe(2);
  });
});
