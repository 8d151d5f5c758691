/**
 * The timer-cycle rules (SPEC §3, §4): how a cycle stands, its time left, its end, pause and resume, the
 * next cycle and the bounds of a cycle's length. Pure functions of a timer and the clock's now, shared by
 * the screens, the mocks and the server (which keeps their SQL twins beside its queries and a test holding
 * each twin to its rule here). Plain values and no zod: the dashboard's first render reads them.
 */
import type { CycleState } from './channelDataRules.js';
import { TIMER_CYCLE_DAYS } from './limits.js';
import { DEFAULT_DURATION_LIMITS } from './settingsDefaults.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A cycle's length in days: the user's default duration and the length of a cycle started by hand both lie
 * within these bounds; a cycle is 7 days unless the user sets another default.
 */
export const CYCLE_LENGTH_DAYS = {
  min: DEFAULT_DURATION_LIMITS.min,
  max: DEFAULT_DURATION_LIMITS.max,
  default: TIMER_CYCLE_DAYS,
} as const;

/** A moment as the server keeps it (Date), as the API sends it (ISO string) or as epoch milliseconds. */
export type Moment = Date | string | number;

const ms = (moment: Moment): number =>
  moment instanceof Date
    ? moment.getTime()
    : typeof moment === 'number'
      ? moment
      : new Date(moment).getTime();

/**
 * The fields of a timer the rules read. A timer the API sends with its channel is the channel's current
 * one and never deleted (a deleted timer leaves the channel without one), so `isCurrent` defaults to true
 * and `deletedAt` to null; the server's rows always carry both.
 */
export interface CycleLike {
  endTime: Moment;
  isActive: boolean;
  isPaused: boolean;
  /** When a paused cycle was paused: its time left stands still from then until it resumes. */
  pausedAt?: Moment | null;
  /** @default true */
  isCurrent?: boolean;
  /** @default null */
  deletedAt?: Moment | null;
}

/** A timer as the server keeps it: every field of a timers row the rules read, as dates. */
export interface CycleTimer {
  startTime: Date;
  endTime: Date;
  isActive: boolean;
  isPaused: boolean;
  isCurrent: boolean;
  deletedAt: Date | null;
  pausedAt: Date | null;
}

/** The channel's current cycle, not deleted: the one its card and the timers page show. */
export function isCurrentActive(timer: Pick<CycleLike, 'isCurrent' | 'isActive' | 'deletedAt'>): boolean {
  return (timer.isCurrent ?? true) && timer.isActive && (timer.deletedAt ?? null) === null;
}

/**
 * In progress: counting down (its end ahead) or paused, whatever the clock says of a paused cycle's end.
 * Connecting the channel again or starting a cycle must wait for it (409).
 */
export function isInProgress(timer: CycleLike, now: Moment): boolean {
  return isCurrentActive(timer) && (timer.isPaused || ms(timer.endTime) > ms(now));
}

/** Time alone moves it towards its end: neither paused nor deleted (reminders, the polled reads' next change). */
export function isCountingDown(timer: Pick<CycleLike, 'isPaused' | 'deletedAt'>): boolean {
  return !timer.isPaused && (timer.deletedAt ?? null) === null;
}

/** Its end has passed while it was counting down, without the user deleting it first. */
export function isCompletedCycle(timer: Pick<CycleLike, 'endTime' | 'deletedAt' | 'isPaused'>, now: Moment) {
  const end = ms(timer.endTime);
  const deletedAt = timer.deletedAt ?? null;
  return !timer.isPaused && end <= ms(now) && (deletedAt === null || ms(deletedAt) >= end);
}

/**
 * How a cycle stands or ended: running (in progress, counting down), paused (in progress, stopped),
 * completed, or else ended before its end (deleted; a cycle is only replaced once it is no longer in
 * progress).
 */
export function cycleState(timer: CycleLike, now: Moment): CycleState {
  if (isInProgress(timer, now)) return timer.isPaused ? 'paused' : 'running';
  return isCompletedCycle(timer, now) ? 'completed' : 'deleted';
}

/** Counting down now, its end ahead: the one meaning of "running" (and of the screens' "Active"). */
export function isRunningCycle(timer: CycleLike, now: Moment): boolean {
  return cycleState(timer, now) === 'running';
}

/** When a cycle in `state` ended: its end once completed, its deletion when deleted; null while in progress. */
export function cycleEndedAt<T extends Moment>(
  timer: { endTime: T; deletedAt?: T | null },
  state: CycleState,
): T | null {
  if (state === 'completed') return timer.endTime;
  return state === 'deleted' ? (timer.deletedAt ?? null) : null;
}

/**
 * How a channel's timer stands on its card and on /timers: its cycle's state, or 'none' when the channel
 * has no timer (the user deleted it) or the timer is no longer its current, active one.
 */
export type TimerState = Exclude<CycleState, 'deleted'> | 'none';

export function timerState(timer: CycleLike | null | undefined, now: Moment): TimerState {
  if (!timer) return 'none';
  const state = cycleState(timer, now);
  return state === 'deleted' ? 'none' : state;
}

/**
 * How many of these timers are running, paused and completed now (one definition of each count for every
 * screen); a missing timer or a deleted cycle counts in none of them.
 */
export function countTimers(
  timers: Iterable<CycleLike | null | undefined>,
  now: Moment,
): Record<Exclude<TimerState, 'none'>, number> {
  const counts = { running: 0, paused: 0, completed: 0 };
  for (const timer of timers) {
    const state = timerState(timer, now);
    if (state !== 'none') counts[state] += 1;
  }
  return counts;
}

/**
 * Milliseconds left until the cycle's end, never below 0. A paused cycle's time left stands still at what
 * it was when it was paused (its end moves on when it resumes).
 */
export function timeLeftMs(timer: Pick<CycleLike, 'endTime' | 'isPaused' | 'pausedAt'>, now: Moment): number {
  const from = timer.isPaused && timer.pausedAt != null ? timer.pausedAt : now;
  return Math.max(0, ms(timer.endTime) - ms(from));
}

/** The end of a cycle of `days` starting at `start`. */
export function cycleEnd(start: Moment, days: number = CYCLE_LENGTH_DAYS.default): Date {
  return new Date(ms(start) + days * DAY_MS);
}

/** The next cycle: it starts now, ends `days` later (the user's default duration), active and not paused. */
export function newCycle(now: Date, days: number = CYCLE_LENGTH_DAYS.default) {
  return {
    startTime: now,
    endTime: cycleEnd(now, days),
    isActive: true,
    isPaused: false,
    pausedAt: null,
    isCurrent: true,
    deletedAt: null,
  };
}

/** A paused cycle: its time left stops at `now`. */
export function paused<T extends Moment>(now: T) {
  return { isPaused: true, pausedAt: now };
}

/** A resumed cycle: its end moves on by the time it spent paused, so its time left is what it was. */
export function resumed(timer: { endTime: Moment; pausedAt?: Moment | null }, now: Moment) {
  const pausedFor = timer.pausedAt != null ? Math.max(0, ms(now) - ms(timer.pausedAt)) : 0;
  return { isPaused: false, pausedAt: null, endTime: new Date(ms(timer.endTime) + pausedFor) };
}
