import { describe, expect, it } from 'vitest';
import type { ChannelCycle, ChannelSnapshot } from '@channel-countdown/contract';
import { formatSubscribers, formatCount } from '../../channels';
import { figureChange, formatChange, formatDuration, summarizeCycles } from '.';

const now = new Date('2026-11-20T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (ago: number) => new Date(now.getTime() - ago).toISOString();
const snapshot = (ago: number, subscriberCount: number | null, approximate = false): ChannelSnapshot => ({
  at: at(ago),
  subscriberCount,
  videoCount: 10,
  viewCount: 1000,
  approximate,
});

describe('figureChange', () => {
  const history = [
    snapshot(40 * DAY, 900),
    snapshot(29 * DAY, 1000),
    snapshot(8 * DAY, 1500),
    snapshot(2 * DAY, null),
    snapshot(DAY + HOUR, 1900),
    snapshot(HOUR, 2000),
  ];

  it('compares the figure now with the last snapshot at the start of the period, up to 30 % before it', () => {
    expect(figureChange(2100, false, history, 'subscriberCount', DAY, now)).toEqual({
      delta: 200,
      approximate: false,
    });
    expect(figureChange(2100, false, history, 'subscriberCount', 7 * DAY, now)).toEqual({
      delta: 600,
      approximate: false,
    });
    expect(figureChange(2100, false, history, 'subscriberCount', 30 * DAY, now)).toEqual({
      delta: 1100,
      approximate: false,
    });
  });

  it('reads 30 d from 28 days of history, and no 7 d change from a snapshot 10 days old', () => {
    const fourWeeks = [snapshot(28 * DAY, 1000), snapshot(HOUR, 2000)];
    expect(figureChange(2100, false, fourWeeks, 'subscriberCount', 30 * DAY, now).delta).toBe(1100);
    const tenDays = [snapshot(10 * DAY, 1000), snapshot(HOUR, 2000)];
    expect(figureChange(2100, false, tenDays, 'subscriberCount', 7 * DAY, now).delta).toBeNull();
  });

  it('is unknown without a snapshot near the start of the period or without a figure now, and approximate from page figures', () => {
    const young = [snapshot(HOUR, 2000)];
    expect(figureChange(2100, false, young, 'subscriberCount', DAY, now).delta).toBeNull();
    expect(figureChange(null, false, history, 'subscriberCount', DAY, now).delta).toBeNull();
    expect(figureChange(2100, false, [snapshot(DAY, 2000, true)], 'subscriberCount', DAY, now)).toEqual({
      delta: 100,
      approximate: true,
    });
  });
});

describe('formatChange', () => {
  it('signs the change with the existing count formatters, never a fake zero', () => {
    expect(formatChange({ delta: 1250, approximate: false }, formatSubscribers)).toBe('+1.2K');
    expect(formatChange({ delta: -300, approximate: false }, formatCount)).toBe('−300');
    expect(formatChange({ delta: 0, approximate: false }, formatCount)).toBe('0');
    expect(formatChange({ delta: 2000, approximate: true }, formatSubscribers)).toBe('≈+2.0K');
    expect(formatChange({ delta: null, approximate: false }, formatCount)).toBe('—');
  });
});

describe('summarizeCycles', () => {
  const cycle = (state: ChannelCycle['state'], startAgo: number, lengthMs: number | null): ChannelCycle => ({
    id: Math.round(startAgo),
    startTime: at(startAgo),
    endTime: at(startAgo - 7 * DAY),
    endedAt: lengthMs === null ? null : at(startAgo - lengthMs),
    state,
    uploads: { count: 0, firstAt: null },
  });

  it('rates completed over all cycles and averages the lengths of the ended ones', () => {
    const summary = summarizeCycles([
      cycle('running', DAY, null),
      cycle('deleted', 10 * DAY, DAY),
      cycle('completed', 20 * DAY, 7 * DAY),
    ]);
    expect(summary).toEqual({ total: 3, completed: 1, rate: 33, averageLengthMs: 4 * DAY });
  });

  it('has no rate or average without cycles', () => {
    expect(summarizeCycles([])).toEqual({ total: 0, completed: 0, rate: null, averageLengthMs: null });
  });
});

describe('formatDuration', () => {
  it('shows the two largest units', () => {
    expect(formatDuration(6 * DAY + 4 * HOUR + 5000)).toBe('6d 4h');
    expect(formatDuration(5 * HOUR + 12 * 60_000)).toBe('5h 12m');
    expect(formatDuration(3 * 60_000)).toBe('3m');
  });
});
