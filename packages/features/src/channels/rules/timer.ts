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
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BadgeProps } from '@channel-countdown/ui';
import { englishI18n } from '../../i18n';

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
export const timerStatusMessage: Record<TimerStatus, MessageDescriptor> = {
  running: msg`Active`,
  paused: msg`Paused`,
  completed: msg`Done`,
  none: msg`No timer`,
};

/** The statuses' words in English (timerStatusMessage in the page's language), read once the catalog is in. */
export const timerStatusLabel: Readonly<Record<TimerStatus, string>> = {
  get running() {
    return englishI18n._(timerStatusMessage.running);
  },
  get paused() {
    return englishI18n._(timerStatusMessage.paused);
  },
  get completed() {
    return englishI18n._(timerStatusMessage.completed);
  },
  get none() {
    return englishI18n._(timerStatusMessage.none);
  },
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
/** The running timers' figure's label in the catalogs (runningTimersFigure's label in the page's language). */
export const runningTimersMessage = msg`Active Timers`;

export const runningTimersFigure: { readonly label: string; readonly tone: 'primary' } = {
  get label() {
    return englishI18n._(runningTimersMessage);
  },
  tone: 'primary',
};

/**
 * SPEC §2 card colour: green when there is no running timer or it has expired; red while its cycle is in
 * progress. A paused timer has not expired, whatever the clock says about its end: it keeps the card red.
 */
export function hasRunningTimer(timer: TimerLike | null | undefined, now: Moment): boolean {
  return Boolean(timer) && isInProgress(timer!, now);
}

/** The countdown text of a timer's time left (see countdownText), frozen while it is paused. */
export function timeLeftText(timer: TimerLike, now: Moment, i18n: I18n = englishI18n): string {
  return countdownText(timeLeftMs(timer, now), i18n);
}

/** The countdown text from `now` to `endTime` (the soonest end of several timers, say). */
export function formatCountdown(endTime: Moment, now: Moment, i18n: I18n = englishI18n): string {
  return countdownText(new Date(endTime).getTime() - new Date(now).getTime(), i18n);
}

/**
 * SPEC §4 countdown text: whole days, hours and minutes left ('Xd Yh Zm', each floored, so the last
 * seconds read '0d 0h 0m'), and 'Completed' when nothing is left.
 */
export function countdownText(leftMs: number, i18n: I18n = englishI18n): string {
  if (!(leftMs > 0)) return i18n._(msg`Completed`);
  const days = Math.floor(leftMs / DAY);
  const hours = Math.floor((leftMs % DAY) / HOUR);
  const minutes = Math.floor((leftMs % HOUR) / MINUTE);
  return i18n._(msg`${days}d ${hours}h ${minutes}m`);
}
