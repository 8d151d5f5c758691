import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { Channel } from '@channel-countdown/contract';
import { COMPLETION_TOAST_MS, WARNING_TOAST_MS, useReminderCheck } from './useReminderCheck';

const toast = vi.fn();
vi.mock('@channel-countdown/ui', () => ({ useToast: () => ({ toast, dismiss: vi.fn() }) }));

const HOUR = 60 * 60 * 1000;
const start = new Date('2026-11-22T12:00:00.000Z');

const channel = (id: number, endsInMs: number): Channel =>
  ({
    id,
    channelName: `Channel ${id}`,
    timer: {
      id: 100 + id,
      channelId: id,
      startTime: new Date(start.getTime() + endsInMs - 7 * 24 * HOUR).toISOString(),
      endTime: new Date(start.getTime() + endsInMs).toISOString(),
      isActive: true,
      isPaused: false,
    },
  }) as Channel;

describe('useReminderCheck (SPEC §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
    toast.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('checks every 60 s and toasts each notification once: warnings 8 s, completions 10 s', () => {
    const channels = [channel(1, -HOUR), channel(2, 3 * HOUR), channel(3, 3 * 24 * HOUR)];
    renderHook(() => useReminderCheck(channels, new Set(), 60_000));

    vi.advanceTimersByTime(59_999);
    expect(toast).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(toast).toHaveBeenCalledTimes(2);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Timer Completed', duration: COMPLETION_TOAST_MS }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Timer Ending Soon', duration: WARNING_TOAST_MS }));
    expect(WARNING_TOAST_MS).toBe(8_000);
    expect(COMPLETION_TOAST_MS).toBe(10_000);

    vi.advanceTimersByTime(60_000);
    expect(toast).toHaveBeenCalledTimes(2);
  });

  it('skips read notifications and announces what holds at the check (a timer ended meanwhile is completed)', () => {
    const channels = [channel(1, 30_000), channel(2, -HOUR)];
    renderHook(() => useReminderCheck(channels, new Set(['timer_complete_102']), 60_000));
    vi.advanceTimersByTime(60_000);
    // Channel 1 has already ended by the first check; channel 2 was read.
    expect(toast.mock.calls.map(([options]) => options.title)).toEqual(['Timer Completed']);
  });
});
