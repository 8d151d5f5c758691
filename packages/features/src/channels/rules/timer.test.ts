import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  hasRunningTimer,
  timeLeftText,
  timerStatus,
  timerStatusLabel,
  type TimerLike,
} from './timer';

const now = new Date('2026-11-20T12:00:00.000Z');
const future = '2026-11-21T12:00:00.000Z';
const past = '2026-11-19T12:00:00.000Z';
const timer = (overrides: Partial<TimerLike>): TimerLike => ({
  endTime: future,
  isActive: true,
  isPaused: false,
  ...overrides,
});

describe('timerStatus (SPEC §4)', () => {
  it('is none without a timer (the user deleted it): no completed cycle to show', () => {
    expect(timerStatus(null, now)).toBe('none');
    expect(timerStatus(undefined, now)).toBe('none');
    expect(timerStatusLabel[timerStatus(null, now)]).toBe('No timer');
  });
  it('is none for a timer that is not active', () => {
    expect(timerStatus(timer({ isActive: false }), now)).toBe('none');
  });
  it('is paused for an active, paused timer', () => {
    expect(timerStatus(timer({ isPaused: true }), now)).toBe('paused');
  });
  it('is running (badge Active) for an active timer whose end is in the future', () => {
    expect(timerStatus(timer({}), now)).toBe('running');
    expect(timerStatusLabel.running).toBe('Active');
  });
  it('is completed for an active timer whose end has passed, and exactly at the end', () => {
    expect(timerStatus(timer({ endTime: past }), now)).toBe('completed');
    expect(timerStatus(timer({ endTime: now.toISOString() }), now)).toBe('completed');
    expect(timerStatusLabel.completed).toBe('Done');
  });
});

describe('hasRunningTimer (card colour)', () => {
  it('is true for an active timer before its end, paused or not', () => {
    expect(hasRunningTimer(timer({}), now)).toBe(true);
    expect(hasRunningTimer(timer({ isPaused: true }), now)).toBe(true);
  });
  it('is false without a timer, for an inactive one and once expired', () => {
    expect(hasRunningTimer(null, now)).toBe(false);
    expect(hasRunningTimer(timer({ isActive: false }), now)).toBe(false);
    expect(hasRunningTimer(timer({ endTime: past }), now)).toBe(false);
  });
  it('stays true for a cycle paused before its end, after the clock has passed that end', () => {
    const pausedAt = '2026-11-19T00:00:00.000Z';
    expect(hasRunningTimer(timer({ endTime: past, isPaused: true, pausedAt }), now)).toBe(true);
  });
});

describe('timeLeftText', () => {
  it('counts down from now while the cycle runs', () => {
    expect(timeLeftText(timer({}), now)).toBe('1d 0h 0m');
  });
  it('stands still at the moment a cycle was paused, however long ago', () => {
    const paused = timer({ isPaused: true, pausedAt: '2026-11-18T12:00:00.000Z' });
    expect(timeLeftText(paused, now)).toBe('3d 0h 0m');
    expect(timeLeftText(paused, new Date('2026-12-20T12:00:00.000Z'))).toBe('3d 0h 0m');
  });
});

describe('formatCountdown', () => {
  const plus = (ms: number) => new Date(now.getTime() + ms);
  it("reads '7d 0h 0m' seven days before the end", () => {
    expect(formatCountdown(plus(7 * 24 * 3600_000), now)).toBe('7d 0h 0m');
  });
  it("reads '6d 23h 59m' a minute later", () => {
    expect(formatCountdown(plus(7 * 24 * 3600_000 - 60_000), now)).toBe('6d 23h 59m');
  });
  it("reads '0d 0h 1m' one minute before the end", () => {
    expect(formatCountdown(plus(60_000), now)).toBe('0d 0h 1m');
  });
  it("floors the last seconds to '0d 0h 0m'", () => {
    expect(formatCountdown(plus(59_000), now)).toBe('0d 0h 0m');
  });
  it("reads 'Completed' at the end and after it", () => {
    expect(formatCountdown(now, now)).toBe('Completed');
    expect(formatCountdown(past, now)).toBe('Completed');
  });
  it('accepts ISO strings', () => {
    expect(formatCountdown('2026-11-22T15:30:00.000Z', now)).toBe('2d 3h 30m');
  });
});
