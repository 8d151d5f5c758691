/**
 * Timer rules of SPEC §4 for display. A timer is what GET /api/channels carries on a channel (ISO dates);
 * the functions take `now` so a story or a test can pin the clock.
 */
import type { Timer } from '@channel-countdown/contract';

/** The fields of a timer these rules read (the contract's Timer, or a test's plain object). */
export type TimerLike = Pick<Timer, 'startTime' | 'endTime' | 'isActive' | 'isPaused'> &
  Partial<Pick<Timer, 'pausedAt'>>;

export type TimerStatus = 'active' | 'paused' | 'completed';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function time(value: Date | number | string): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/**
 * SPEC §4: no timer or not active = completed; active and paused = paused; active with the end in the
 * future = active; active with the end already past = completed.
 */
export function timerStatus(timer: TimerLike | null | undefined, now: Date | number): TimerStatus {
  if (!timer || !timer.isActive) return 'completed';
  if (timer.isPaused) return 'paused';
  return time(timer.endTime) > time(now) ? 'active' : 'completed';
}

/** The card's badge text for each status (SPEC §2: Active, Paused, Done). */
export const timerStatusLabel: Record<TimerStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  completed: 'Done',
};

/**
 * The moment a timer's remaining time is measured at: now, or, for a paused cycle, when it was paused
 * (its time left stands still until it resumes, as the server keeps it: the end moves on at resume).
 */
function countdownClock(timer: TimerLike, now: Date | number): Date | number | string {
  return timer.isPaused && timer.pausedAt ? timer.pausedAt : now;
}

/**
 * SPEC §2 card colour: green when there is no running timer or it has expired; red otherwise. A paused
 * timer has not expired, whatever the clock says about its end: it keeps the card red.
 */
export function hasRunningTimer(timer: TimerLike | null | undefined, now: Date | number): boolean {
  return Boolean(timer?.isActive) && time(timer!.endTime) > time(countdownClock(timer!, now));
}

/** The countdown text of a timer (see formatCountdown), frozen while it is paused. */
export function timeLeftText(timer: TimerLike, now: Date | number): string {
  return formatCountdown(timer.endTime, countdownClock(timer, now));
}

/**
 * SPEC §4 countdown text: whole days, hours and minutes left ('Xd Yh Zm', each floored, so the last
 * seconds read '0d 0h 0m'), and 'Completed' at or after the end.
 */
export function formatCountdown(endTime: Date | number | string, now: Date | number | string): string {
  const left = time(endTime) - time(now);
  if (!(left > 0)) return 'Completed';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  return `${days}d ${hours}h ${minutes}m`;
}
