import { describe, expect, it } from 'vitest';
import { isCompletedCycle, isRunning, newCycle } from './cycle.js';

const now = new Date('2026-11-01T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const DAY = 24 * 60 * 60 * 1000;

describe('timer cycle rules', () => {
  it('starts a cycle now, ending 7 days later, active and not paused', () => {
    expect(newCycle(now)).toEqual({
      startTime: now,
      endTime: new Date('2026-11-08T12:00:00.000Z'),
      isActive: true,
      isPaused: false,
      isCurrent: true,
      deletedAt: null,
    });
  });

  it('runs until its end, then is a completed cycle', () => {
    const timer = newCycle(now);
    expect(isRunning(timer, at(7 * DAY - 1))).toBe(true);
    expect(isCompletedCycle(timer, at(7 * DAY - 1))).toBe(false);
    expect(isRunning(timer, at(7 * DAY))).toBe(false);
    expect(isCompletedCycle(timer, at(7 * DAY))).toBe(true);
  });

  it('is not running once deleted, inactive or replaced', () => {
    const timer = newCycle(now);
    expect(isRunning({ ...timer, deletedAt: at(DAY) }, at(2 * DAY))).toBe(false);
    expect(isRunning({ ...timer, isActive: false }, at(DAY))).toBe(false);
    expect(isRunning({ ...timer, isCurrent: false }, at(DAY))).toBe(false);
  });

  it('counts a timer deleted before its end as no completed cycle, and one deleted after as completed', () => {
    const timer = newCycle(now);
    expect(isCompletedCycle({ ...timer, deletedAt: at(3 * DAY) }, at(30 * DAY))).toBe(false);
    expect(isCompletedCycle({ ...timer, deletedAt: at(8 * DAY) }, at(30 * DAY))).toBe(true);
  });
});
