import { describe, expect, it } from 'vitest';
import { cycleEndedAt, cycleState, isCompletedCycle, isRunning, newCycle, paused, resumed } from './cycle.js';

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
      pausedAt: null,
      isCurrent: true,
      deletedAt: null,
    });
    expect(newCycle(now, 30).endTime).toEqual(new Date('2026-12-01T12:00:00.000Z'));
  });

  it('freezes the remaining time while paused: never completes, and resumes with the time it had left', () => {
    const timer = { ...newCycle(now), ...paused(at(DAY)) };
    expect(isRunning(timer, at(30 * DAY))).toBe(true);
    expect(isCompletedCycle(timer, at(30 * DAY))).toBe(false);
    const back = { ...timer, ...resumed(timer, at(10 * DAY)) };
    // Paused after 1 day with 6 left, resumed on day 10: it ends 6 days later.
    expect(back.endTime).toEqual(at(16 * DAY));
    expect(isRunning(back, at(16 * DAY - 1))).toBe(true);
    expect(isCompletedCycle(back, at(16 * DAY))).toBe(true);
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

  it('names each cycle by those rules: running, paused, completed, or deleted before its end', () => {
    const timer = newCycle(now);
    const deleted = { ...timer, isCurrent: false, isActive: false, deletedAt: at(2 * DAY) };
    expect(cycleState(timer, at(DAY))).toBe('running');
    expect(cycleState({ ...timer, ...paused(at(DAY)) }, at(30 * DAY))).toBe('paused');
    expect(cycleState(timer, at(7 * DAY))).toBe('completed');
    expect(cycleState(deleted, at(30 * DAY))).toBe('deleted');
    expect(cycleEndedAt(timer, 'completed')).toEqual(at(7 * DAY));
    expect(cycleEndedAt(deleted, 'deleted')).toEqual(at(2 * DAY));
    expect(cycleEndedAt(timer, 'running')).toBeNull();
  });
});
