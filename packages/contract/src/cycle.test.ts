import { describe, expect, it } from 'vitest';
import {
  CYCLE_LENGTH_DAYS,
  countTimers,
  cycleEnd,
  cycleEndedAt,
  cycleState,
  isCompletedCycle,
  isInProgress,
  isRunningCycle,
  newCycle,
  paused,
  resumed,
  timeLeftMs,
  timerState,
} from './cycle.js';
import { DEFAULT_SETTINGS } from './settingsDefaults.js';
import { startCycleRequestSchema } from './timers.js';
import { settingsSchema } from './settings.js';

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
    expect(cycleEnd('2026-11-01T12:00:00.000Z', 2)).toEqual(new Date('2026-11-03T12:00:00.000Z'));
  });

  it('freezes the remaining time while paused: never completes, and resumes with the time it had left', () => {
    const timer = { ...newCycle(now), ...paused(at(DAY)) };
    expect(isInProgress(timer, at(30 * DAY))).toBe(true);
    expect(isCompletedCycle(timer, at(30 * DAY))).toBe(false);
    expect(timeLeftMs(timer, at(30 * DAY))).toBe(6 * DAY);
    const back = { ...timer, ...resumed(timer, at(10 * DAY)) };
    // Paused after 1 day with 6 left, resumed on day 10: it ends 6 days later.
    expect(back.endTime).toEqual(at(16 * DAY));
    expect(timeLeftMs(back, at(10 * DAY))).toBe(6 * DAY);
    expect(isInProgress(back, at(16 * DAY - 1))).toBe(true);
    expect(isCompletedCycle(back, at(16 * DAY))).toBe(true);
  });

  it('reads timers as the API sends them (ISO dates, no isCurrent or deletedAt) like the server rows', () => {
    const sent = {
      startTime: now.toISOString(),
      endTime: at(7 * DAY).toISOString(),
      isActive: true,
      isPaused: false,
      pausedAt: null,
    };
    expect(cycleState(sent, at(DAY))).toBe('running');
    expect(timeLeftMs(sent, at(DAY))).toBe(6 * DAY);
    expect(cycleState({ ...sent, ...paused(at(2 * DAY).toISOString()) }, at(9 * DAY))).toBe('paused');
    expect(cycleState(sent, at(7 * DAY).toISOString())).toBe('completed');
    expect(timeLeftMs(sent, at(8 * DAY))).toBe(0);
  });

  it('runs until its end, then is a completed cycle', () => {
    const timer = newCycle(now);
    expect(isInProgress(timer, at(7 * DAY - 1))).toBe(true);
    expect(isCompletedCycle(timer, at(7 * DAY - 1))).toBe(false);
    expect(isInProgress(timer, at(7 * DAY))).toBe(false);
    expect(isCompletedCycle(timer, at(7 * DAY))).toBe(true);
  });

  it('is not in progress once deleted, inactive or replaced', () => {
    const timer = newCycle(now);
    expect(isInProgress({ ...timer, deletedAt: at(DAY) }, at(2 * DAY))).toBe(false);
    expect(isInProgress({ ...timer, isActive: false }, at(DAY))).toBe(false);
    expect(isInProgress({ ...timer, isCurrent: false }, at(DAY))).toBe(false);
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

  it("names a channel's timer as its card shows it, 'none' without a timer", () => {
    const timer = newCycle(now);
    expect(timerState(timer, at(DAY))).toBe('running');
    expect(timerState({ ...timer, ...paused(at(DAY)) }, at(DAY))).toBe('paused');
    expect(timerState(timer, at(8 * DAY))).toBe('completed');
    expect(timerState(null, at(DAY))).toBe('none');
    expect(timerState({ ...timer, isActive: false }, at(DAY))).toBe('none');
  });

  it('counts a paused timer as paused and never as running; a completed one as neither', () => {
    const running = newCycle(now);
    const pausedTimer = { ...running, ...paused(at(DAY)) };
    const completed = newCycle(at(-8 * DAY));
    expect(isRunningCycle(running, at(DAY))).toBe(true);
    expect(isRunningCycle(pausedTimer, at(DAY))).toBe(false);
    expect(isRunningCycle(completed, at(DAY))).toBe(false);
    expect(countTimers([running, running, pausedTimer, completed, null], at(DAY))).toEqual({
      running: 2,
      paused: 1,
      completed: 1,
    });
  });

  it("bounds a cycle's length by the settings' limits, in the settings and when a cycle is started", () => {
    expect(CYCLE_LENGTH_DAYS).toEqual({ min: 1, max: 30, default: 7 });
    expect(DEFAULT_SETTINGS.timers.defaultDuration).toBe(CYCLE_LENGTH_DAYS.default);
    const start = (durationDays: number) => startCycleRequestSchema.safeParse({ durationDays }).success;
    expect([0, 1, 30, 31].map(start)).toEqual([false, true, true, false]);
    const setting = (defaultDuration: number) =>
      settingsSchema.safeParse({
        ...DEFAULT_SETTINGS,
        timers: { ...DEFAULT_SETTINGS.timers, defaultDuration },
      }).success;
    expect([0, 1, 30, 31].map(setting)).toEqual([false, true, true, false]);
  });
});
