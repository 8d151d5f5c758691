import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { timerState, type CycleLike } from '@channel-countdown/contract';
import { englishI18n } from '../i18n';

/**
 * SPEC §4 timer filters of the Active Timers page, by the contract's cycle rules: active = running (the
 * card's Active status: counting down, its end ahead; a timer past its end reads Done and is not listed);
 * paused = paused; 7days / 24hours = started within that window before `now` (the window's far edge
 * included); all = everything.
 */
export const timerFilters = ['all', 'active', 'paused', '7days', '24hours'] as const;
export type TimerFilter = (typeof timerFilters)[number];

/** The filter row's button texts (SPEC §2). */
export const timerFilterLabel: Record<TimerFilter, MessageDescriptor> = {
  all: msg`All Timers`,
  active: msg`Active`,
  paused: msg`Paused`,
  '7days': msg`Last 7 Days`,
  '24hours': msg`Last 24h`,
};

/** The line under the heading that says what is shown. */
export const timerFilterDescription: Record<TimerFilter, MessageDescriptor> = {
  all: msg`Showing all of your timers`,
  active: msg`Showing timers that are running`,
  paused: msg`Showing paused timers`,
  '7days': msg`Showing timers started in the last 7 days`,
  '24hours': msg`Showing timers started in the last 24 hours`,
};

const HOUR = 60 * 60 * 1000;
const windowMs: Record<'7days' | '24hours', number> = { '7days': 7 * 24 * HOUR, '24hours': 24 * HOUR };

export interface FilterableTimer extends CycleLike {
  startTime: string;
}

function startedWithin(timer: FilterableTimer, ms: number, now: number): boolean {
  const start = new Date(timer.startTime).getTime();
  // An unreadable start date is in no window; a start "in the future" (clock skew) counts as just started.
  return Number.isFinite(start) && start >= now - ms;
}

export function filterTimers<T extends FilterableTimer>(
  timers: readonly T[],
  filter: TimerFilter,
  now: Date | number,
): T[] {
  const nowMs = now instanceof Date ? now.getTime() : now;
  switch (filter) {
    case 'all':
      return [...timers];
    case 'active':
      return timers.filter((timer) => timerState(timer, nowMs) === 'running');
    case 'paused':
      return timers.filter((timer) => timerState(timer, nowMs) === 'paused');
    case '7days':
    case '24hours':
      return timers.filter((timer) => startedWithin(timer, windowMs[filter], nowMs));
  }
}

/** 'N Timer(s) Found': '1 Timer Found', '0 Timers Found', '2 Timers Found'. */
export function timersFoundHeading(count: number, i18n: I18n = englishI18n): string {
  return i18n._(msg`${plural(count, { one: '# Timer Found', other: '# Timers Found' })}`);
}

/** SPEC §2 empty-state texts: one for "all", one for every narrower filter. */
export function emptyTimersText(filter: TimerFilter, i18n: I18n = englishI18n): string {
  return filter === 'all'
    ? i18n._(
        msg`You don't have any active timers yet. Add some YouTube channels to start tracking countdown timers.`,
      )
    : i18n._(msg`No timers match your current filter. Try adjusting the filter or adding more channels.`);
}

/** SPEC §2: only timers whose channel is found in the channel list are shown. */
export function timersOfKnownChannels<T extends { channelId: number }>(
  timers: readonly T[],
  channels: readonly { id: number }[],
): T[] {
  const known = new Set(channels.map((channel) => channel.id));
  return timers.filter((timer) => known.has(timer.channelId));
}
