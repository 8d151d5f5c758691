/**
 * How a timer reads on the screens (SPEC §2, §4). The rules (its state, its time left, whether it is in
 * progress) are the contract's cycle rules; here are their words, colours and countdown text. A timer is
 * what GET /api/channels carries on a channel (ISO dates); the functions take `now` so a story or a test can
 * pin the clock.
 */
import {
  isInProgress,
  timeLeftMs,
  timerState,
  type CycleLike,
  type Moment,
  type TimerState,
} from '@channel-countdown/contract';
import type { BadgeProps } from '@channel-countdown/ui';

/** The fields of a timer these rules read (the contract's Timer, or a test's plain object). */
export type TimerLike = CycleLike;

/** How a channel's timer stands: running, paused, completed, or none (no timer, or it was deleted). */
export type TimerStatus = TimerState;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The status of a channel's timer at `now` (the contract's timerState). */
export const timerStatus = (timer: TimerLike | null | undefined, now: Moment): TimerStatus =>
  timerState(timer, now);

/**
 * The badge text of each status, the same on the card, the channel page and /timers (SPEC §2: Active,
 * Paused, Done); a channel without a timer says so rather than showing a completed cycle's Done.
 */
export const timerStatusLabel: Record<TimerStatus, string> = {
  running: 'Active',
  paused: 'Paused',
  completed: 'Done',
  none: 'No timer',
};

/** The badge colour of each status, the same on every screen. */
export const timerStatusTone: Record<TimerStatus, NonNullable<BadgeProps['tone']>> = {
  running: 'primary',
  paused: 'warning',
  completed: 'success',
  none: 'neutral',
};

/**
 * The running timers' figure as every screen and the admin name and colour it: the dashboard, its
 * analytics, the Analytics page and the admin's overview all count the contract's running cycles (paused
 * ones apart) under this one name, in the colour of the Active badge.
 */
export const runningTimersFigure = {
  label: 'Active Timers',
  tone: timerStatusTone.running,
} as const;

/**
 * SPEC §2 card colour: green when there is no running timer or it has expired; red while its cycle is in
 * progress. A paused timer has not expired, whatever the clock says about its end: it keeps the card red.
 */
export function hasRunningTimer(timer: TimerLike | null | undefined, now: Moment): boolean {
  return Boolean(timer) && isInProgress(timer!, now);
}

/** The countdown text of a timer's time left (see countdownText), frozen while it is paused. */
export function timeLeftText(timer: TimerLike, now: Moment): string {
  return countdownText(timeLeftMs(timer, now));
}

/** The countdown text from `now` to `endTime` (the soonest end of several timers, say). */
export function formatCountdown(endTime: Moment, now: Moment): string {
  return countdownText(new Date(endTime).getTime() - new Date(now).getTime());
}

/**
 * SPEC §4 countdown text: whole days, hours and minutes left ('Xd Yh Zm', each floored, so the last
 * seconds read '0d 0h 0m'), and 'Completed' when nothing is left.
 */
export function countdownText(leftMs: number): string {
  if (!(leftMs > 0)) return 'Completed';
  const days = Math.floor(leftMs / DAY);
  const hours = Math.floor((leftMs % DAY) / HOUR);
  const minutes = Math.floor((leftMs % HOUR) / MINUTE);
  return `${days}d ${hours}h ${minutes}m`;
}
