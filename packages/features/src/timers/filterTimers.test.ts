import { describe, expect, it } from 'vitest';
import { emptyTimersText, filterTimers, timersFoundHeading, timersOfKnownChannels } from './filterTimers';

const now = new Date('2026-11-22T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const at = (msBeforeNow: number) => new Date(now.getTime() - msBeforeNow).toISOString();

function timer(
  name: string,
  startTime: string,
  isActive = true,
  isPaused = false,
  endTime = new Date(now.getTime() + HOUR).toISOString(),
) {
  return { name, startTime, endTime, isActive, isPaused };
}

const names = (list: { name: string }[]) => list.map((t) => t.name);

describe('filterTimers', () => {
  const running = timer('running', at(2 * HOUR));
  const paused = timer('paused', at(2 * HOUR), true, true);
  const inactive = timer('inactive', at(2 * HOUR), false, false);
  const inactivePaused = timer('inactive-paused', at(2 * HOUR), false, true);

  it('all keeps every timer', () => {
    expect(names(filterTimers([running, paused, inactive], 'all', now))).toEqual([
      'running',
      'paused',
      'inactive',
    ]);
  });

  it('active keeps active timers that are not paused', () => {
    expect(names(filterTimers([running, paused, inactive, inactivePaused], 'active', now))).toEqual([
      'running',
    ]);
  });

  it('active drops a timer whose end has passed (the card reads Done)', () => {
    const ended = timer('ended', at(8 * 24 * HOUR), true, false, at(24 * HOUR));
    const endsNow = timer('ends-now', at(7 * 24 * HOUR), true, false, at(0));
    expect(names(filterTimers([running, ended, endsNow], 'active', now))).toEqual(['running']);
  });

  it('paused keeps active timers that are paused, not inactive ones', () => {
    expect(names(filterTimers([running, paused, inactive, inactivePaused], 'paused', now))).toEqual([
      'paused',
    ]);
  });

  it('24hours keeps a timer started exactly 24 h ago and drops one a millisecond older', () => {
    const edge = timer('edge', at(24 * HOUR));
    const justInside = timer('inside', at(24 * HOUR - 1));
    const justOutside = timer('outside', at(24 * HOUR + 1));
    expect(names(filterTimers([edge, justInside, justOutside], '24hours', now))).toEqual(['edge', 'inside']);
  });

  it('7days keeps a timer started exactly 7 days ago and drops one a millisecond older', () => {
    const edge = timer('edge', at(7 * 24 * HOUR));
    const justInside = timer('inside', at(7 * 24 * HOUR - 1));
    const justOutside = timer('outside', at(7 * 24 * HOUR + 1));
    const yesterday = timer('yesterday', at(30 * HOUR));
    expect(names(filterTimers([edge, justInside, justOutside, yesterday], '7days', now))).toEqual([
      'edge',
      'inside',
      'yesterday',
    ]);
  });

  it('the time windows ignore the paused and active flags', () => {
    const pausedRecent = timer('paused-recent', at(HOUR), true, true);
    const inactiveRecent = timer('inactive-recent', at(HOUR), false, false);
    expect(names(filterTimers([pausedRecent, inactiveRecent], '24hours', now))).toEqual([
      'paused-recent',
      'inactive-recent',
    ]);
  });

  it('a timer with an unreadable start date is in no time window', () => {
    expect(filterTimers([timer('bad', 'not a date')], '7days', now)).toEqual([]);
  });

  it('accepts the clock as a number', () => {
    expect(names(filterTimers([timer('edge', at(24 * HOUR))], '24hours', now.getTime()))).toEqual(['edge']);
  });
});

describe('timersFoundHeading', () => {
  it('is singular for one timer and plural otherwise', () => {
    expect(timersFoundHeading(0)).toBe('0 Timers Found');
    expect(timersFoundHeading(1)).toBe('1 Timer Found');
    expect(timersFoundHeading(2)).toBe('2 Timers Found');
  });
});

describe('emptyTimersText', () => {
  it('invites to add channels for "all" and to adjust the filter otherwise', () => {
    expect(emptyTimersText('all')).toBe(
      "You don't have any active timers yet. Add some YouTube channels to start tracking countdown timers.",
    );
    for (const filter of ['active', 'paused', '7days', '24hours'] as const) {
      expect(emptyTimersText(filter)).toBe(
        'No timers match your current filter. Try adjusting the filter or adding more channels.',
      );
    }
  });
});

describe('timersOfKnownChannels', () => {
  it('keeps only timers whose channel is in the channel list', () => {
    const timers = [
      { id: 1, channelId: 10 },
      { id: 2, channelId: 11 },
      { id: 3, channelId: 12 },
    ];
    expect(timersOfKnownChannels(timers, [{ id: 12 }, { id: 10 }]).map((t) => t.id)).toEqual([1, 3]);
    expect(timersOfKnownChannels(timers, [])).toEqual([]);
  });
});
