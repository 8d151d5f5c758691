import { TIMER_CYCLE_DAYS, type CycleState } from '@channel-countdown/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The timer-cycle rules, as pure functions of a timer and the clock's now. */
export interface CycleTimer {
  startTime: Date;
  endTime: Date;
  isActive: boolean;
  isPaused: boolean;
  isCurrent: boolean;
  deletedAt: Date | null;
  pausedAt: Date | null;
}

/** A new cycle: start now, end `days` later (the user's default duration, 7 unless set), active, not paused. */
export function newCycle(now: Date, days: number = TIMER_CYCLE_DAYS) {
  return {
    startTime: now,
    endTime: new Date(now.getTime() + days * DAY_MS),
    isActive: true,
    isPaused: false,
    pausedAt: null,
    isCurrent: true,
    deletedAt: null,
  };
}

/**
 * Each rule below is a pure function of a timer (and now) with its SQL twin, a condition on the timers row
 * aliased `table` that binds `now` as many times as its comment says. Queries use the twins and no
 * condition of their own on these columns; test/cycle-rules.test.ts checks each pair agrees on both
 * databases.
 */

/** The channel's current cycle, not deleted: the one its card and the timers page show. */
export function isCurrentActive(timer: Pick<CycleTimer, 'isCurrent' | 'isActive' | 'deletedAt'>): boolean {
  return timer.isCurrent && timer.isActive && timer.deletedAt === null;
}

/**
 * SQL twin of isCurrentActive; binds nothing. Its literal conditions are those of the timers_running
 * partial index (migration 013), so the planner matches it.
 */
export const currentActiveSql = (table: string) =>
  `(${table}.is_current = true and ${table}.is_active = true and ${table}.deleted_at is null)`;

/** In progress (counting down, or paused): connecting the channel again or starting a cycle must wait (409). */
export function isRunning(timer: Omit<CycleTimer, 'pausedAt' | 'startTime'>, now: Date): boolean {
  return isCurrentActive(timer) && (timer.isPaused || timer.endTime.getTime() > now.getTime());
}

/**
 * An active timer, as the dashboard's and the admin's "Active Timers" count it: the current cycle with its
 * end still ahead, paused or not (a paused cycle past its end is in progress but not counted).
 */
export function isActiveTimer(
  timer: Pick<CycleTimer, 'isCurrent' | 'isActive' | 'deletedAt' | 'endTime'>,
  now: Date,
) {
  return isCurrentActive(timer) && timer.endTime.getTime() > now.getTime();
}

/** SQL twin of isActiveTimer; binds `now` once. */
export const activeTimerSql = (table: string) => `(${currentActiveSql(table)} and ${table}.end_time > ?)`;

/** Time alone moves it towards its end: neither paused nor deleted (reminders, the polled reads' next change). */
export function isCountingDown(timer: Pick<CycleTimer, 'isPaused' | 'deletedAt'>): boolean {
  return !timer.isPaused && timer.deletedAt === null;
}

/** SQL twin of isCountingDown; binds nothing. */
export const countingDownSql = (table: string) =>
  `(${table}.is_paused = false and ${table}.deleted_at is null)`;

/** Its end has passed while it was counting down, without the user deleting it first. */
export function isCompletedCycle(
  timer: Pick<CycleTimer, 'endTime' | 'deletedAt' | 'isPaused'>,
  now: Date,
): boolean {
  const end = timer.endTime.getTime();
  return (
    !timer.isPaused && end <= now.getTime() && (timer.deletedAt === null || timer.deletedAt.getTime() >= end)
  );
}

/**
 * How a cycle stands or ended, by the two rules above: in progress (running or paused), completed, or else
 * ended before its end (deleted; a cycle is only replaced once it is no longer in progress).
 */
export function cycleState(timer: Omit<CycleTimer, 'pausedAt' | 'startTime'>, now: Date): CycleState {
  if (isRunning(timer, now)) return timer.isPaused ? 'paused' : 'running';
  return isCompletedCycle(timer, now) ? 'completed' : 'deleted';
}

/** When a cycle in `state` ended: its end once completed, its deletion when deleted; null while in progress. */
export function cycleEndedAt(
  timer: Pick<CycleTimer, 'endTime' | 'deletedAt'>,
  state: CycleState,
): Date | null {
  if (state === 'completed') return timer.endTime;
  return state === 'deleted' ? timer.deletedAt : null;
}

/** SQL twin of isCompletedCycle for the timers row aliased `table`; binds `now` once. */
export const completedCycleSql = (table: string) =>
  `(not ${table}.is_paused and ${table}.end_time <= ? and (${table}.deleted_at is null or ${table}.deleted_at >= ${table}.end_time))`;

/** SQL twin of isRunning for the timers row aliased `table`; binds `now` once. */
export const runningCycleSql = (table: string) =>
  `(${currentActiveSql(table)} and (${table}.is_paused or ${table}.end_time > ?))`;

/**
 * SQL twin of cycleState for the timers row aliased `table`: 'running', 'paused', 'completed' or 'deleted';
 * binds `now` twice (running, then completed).
 */
export const cycleStateSql = (table: string) =>
  `(case when ${runningCycleSql(table)} then (case when ${table}.is_paused then 'paused' else 'running' end)` +
  ` when ${completedCycleSql(table)} then 'completed' else 'deleted' end)`;

/** SQL twin of cycleEndedAt for a row aliased `table` holding the timer's columns and `state` (cycleStateSql). */
export const cycleEndedAtSql = (table: string) =>
  `(case when ${table}.state = 'completed' then ${table}.end_time when ${table}.state = 'deleted' then ${table}.deleted_at end)`;

/** A paused cycle: its remaining time stops at `now`. */
export function paused(now: Date) {
  return { isPaused: true, pausedAt: now };
}

/** A resumed cycle: its end moves on by the time it spent paused, so the remaining time is what it was. */
export function resumed(timer: Pick<CycleTimer, 'endTime' | 'pausedAt'>, now: Date) {
  const pausedFor = timer.pausedAt ? Math.max(0, now.getTime() - timer.pausedAt.getTime()) : 0;
  return { isPaused: false, pausedAt: null, endTime: new Date(timer.endTime.getTime() + pausedFor) };
}
