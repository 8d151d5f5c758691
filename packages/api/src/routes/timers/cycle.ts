import { TIMER_CYCLE_MS } from '@channel-countdown/contract';

/** The timer-cycle rules of ARCHITECTURE.md, as pure functions of a timer and the clock's now. */
export interface CycleTimer {
  startTime: Date;
  endTime: Date;
  isActive: boolean;
  isCurrent: boolean;
  deletedAt: Date | null;
}

/** A new cycle: start now, end 7 days later, active, not paused. */
export function newCycle(now: Date) {
  return {
    startTime: now,
    endTime: new Date(now.getTime() + TIMER_CYCLE_MS),
    isActive: true,
    isPaused: false,
    isCurrent: true,
    deletedAt: null,
  };
}

/** Still counting down: connecting the channel again must wait (409). */
export function isRunning(timer: CycleTimer, now: Date): boolean {
  return timer.isCurrent && timer.isActive && timer.deletedAt === null && timer.endTime.getTime() > now.getTime();
}

/** Its end has passed without the user deleting it first. */
export function isCompletedCycle(timer: Pick<CycleTimer, 'endTime' | 'deletedAt'>, now: Date): boolean {
  const end = timer.endTime.getTime();
  return end <= now.getTime() && (timer.deletedAt === null || timer.deletedAt.getTime() >= end);
}
