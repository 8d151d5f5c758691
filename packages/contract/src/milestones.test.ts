import { describe, expect, it } from 'vitest';
import {
  channelMilestonesResponseSchema,
  countInterval,
  countsRounded,
  estimateMilestone,
  milestoneAlertProblem,
  milestoneCrossed,
  nextMilestones,
  roundingStep,
  setMilestoneAlertRequestSchema,
  type CountPoint,
} from './milestones.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date('2026-12-01T12:00:00Z');
/** One count a day for `days` days up to now, from `count(i)` (i = 0 the oldest). */
const daily = (days: number, count: (i: number) => number): CountPoint[] =>
  Array.from({ length: days + 1 }, (_, i) => ({
    at: new Date(now.getTime() - (days - i) * DAY_MS).toISOString(),
    count: count(i),
  }));
/** As YouTube shows a count: three significant digits from 1,000 on. */
const shown = (count: number) => {
  const step = roundingStep(count);
  return Math.round(count / step) * step;
};
const days = (iso: string | null) => (iso === null ? null : (Date.parse(iso) - now.getTime()) / DAY_MS);

describe('nextMilestones', () => {
  it('offers the next step, the next power of ten and the one after', () => {
    expect(nextMilestones(9_950)).toEqual([10_000, 100_000, 1_000_000]);
    expect(nextMilestones(12_345)).toEqual([20_000, 100_000, 1_000_000]);
    expect(nextMilestones(10_000)).toEqual([20_000, 100_000, 1_000_000]);
    expect(nextMilestones(1_660_000)).toEqual([2_000_000, 10_000_000, 100_000_000]);
    expect(nextMilestones(999_999)).toEqual([1_000_000, 10_000_000, 100_000_000]);
  });

  it('starts at 100', () => {
    expect(nextMilestones(0)).toEqual([100, 1_000, 10_000]);
    expect(nextMilestones(42)).toEqual([100, 1_000, 10_000]);
    expect(nextMilestones(150)).toEqual([200, 1_000, 10_000]);
  });
});

describe('rounding', () => {
  it('reads a rounded count as its rounding interval at three significant digits', () => {
    expect(roundingStep(999)).toBe(1);
    expect(roundingStep(9_950)).toBe(10);
    expect(roundingStep(12_300)).toBe(100);
    expect(roundingStep(1_660_000)).toBe(10_000);
    expect(countInterval(9_950, true)).toEqual({ low: 9_945, high: 9_954 });
    expect(countInterval(1_660_000, true)).toEqual({ low: 1_655_000, high: 1_664_999 });
    expect(countInterval(9_950, false)).toEqual({ low: 9_950, high: 9_950 });
    expect(countInterval(950, true)).toEqual({ low: 950, high: 950 });
  });

  it('calls counts rounded when the page rounds them or every one from 1,000 on is a rounded value', () => {
    expect(countsRounded([9_950, 9_960, 9_970], false)).toBe(true);
    expect(countsRounded([9_953, 9_960, 9_967], false)).toBe(false);
    expect(countsRounded([9_953, 9_960], true)).toBe(true);
    expect(countsRounded([940, 950], true)).toBe(false);
    expect(countsRounded([], false)).toBe(false);
  });
});

describe('estimateMilestone', () => {
  // 50 short of 10,000 after four weeks of steady growth: 7 subscribers a day.
  const exact = daily(28, (i) => 9_754 + 7 * i);

  it('dates a channel 50 short of a milestone with steady growth', () => {
    expect(exact.at(-1)!.count).toBe(9_950);
    const estimate = estimateMilestone(exact, 10_000, { rounded: false, now });
    expect(estimate.status).toBe('estimated');
    expect(estimate.toGo).toEqual({ low: 50, high: 50 });
    expect(days(estimate.earliest)).toBeCloseTo(50 / 7, 5);
    expect(days(estimate.latest)).toBeCloseTo(50 / 7, 5);
  });

  it('widens the range when the same channel’s counts are rounded, around the exact estimate', () => {
    const rounded = exact.map((point) => ({ ...point, count: shown(point.count) }));
    expect(rounded.at(-1)!.count).toBe(9_950);
    const estimate = estimateMilestone(rounded, 10_000, { rounded: true, now });
    expect(estimate.status).toBe('estimated');
    expect(estimate.toGo).toEqual({ low: 46, high: 55 });
    const [earliest, latest] = [days(estimate.earliest)!, days(estimate.latest)!];
    expect(earliest).toBeLessThan(50 / 7 - 0.5);
    expect(latest).toBeGreaterThan(50 / 7 + 0.5);
    // 46 to go at the fastest growth the intervals allow, 55 at the slowest.
    expect(earliest).toBeGreaterThan(4);
    expect(latest).toBeLessThan(12);
  });

  it('widens the range when the pace changed within the window', () => {
    // 4 a day for two weeks, then 10 a day.
    const uneven = daily(28, (i) => (i <= 14 ? 9_754 + 4 * i : 9_810 + 10 * (i - 14)));
    const estimate = estimateMilestone(uneven, 10_000, { rounded: false, now });
    const toGo = 10_000 - uneven.at(-1)!.count;
    expect(days(estimate.earliest)).toBeCloseTo(toGo / 10, 5);
    expect(days(estimate.latest)).toBeCloseTo(toGo / 4, 5);
  });

  it('says a shown milestone is reached, and one the rounding may hide may be now', () => {
    expect(
      estimateMilestone(
        daily(28, (i) => 9_900 + 5 * i),
        10_000,
        { rounded: false, now },
      ).status,
    ).toBe('reached');
    const near = estimateMilestone(
      daily(28, (i) => shown(9_860 + 5 * i)),
      10_000,
      { rounded: true, now },
    );
    expect(near.status).toBe('estimated');
    expect(near.toGo.low).toBe(0);
    expect(near.earliest).toBe(now.toISOString());
  });

  it('gives no date to a channel that does not grow, and leaves the end open when it may not', () => {
    const flat = daily(28, () => 9_950);
    expect(estimateMilestone(flat, 10_000, { rounded: false, now }).status).toBe('not-growing');
    // Rounded and unchanged for four weeks: it may have grown up to 9 subscribers in either half, or not at all.
    const open = estimateMilestone(flat, 10_000, { rounded: true, now });
    expect(open.status).toBe('estimated');
    expect(days(open.earliest)).toBeCloseTo(46 / (9 / 14), 5);
    expect(open.latest).toBeNull();
    expect(
      estimateMilestone(
        daily(28, (i) => 5_000 - i),
        10_000,
        { rounded: false, now },
      ).status,
    ).toBe('not-growing');
  });

  it('gives no date to a milestone more than ten years away at the fastest pace', () => {
    const slow = daily(28, (i) => 128_000 + 30 * i);
    expect(estimateMilestone(slow, 200_000, { rounded: false, now })).toMatchObject({
      status: 'estimated',
      latest: expect.any(String),
    });
    expect(estimateMilestone(slow, 1_000_000, { rounded: false, now })).toMatchObject({
      status: 'far',
      earliest: null,
      latest: null,
    });
  });

  it('needs two days of the last four weeks', () => {
    expect(estimateMilestone([], 10_000, { rounded: false, now }).status).toBe('no-history');
    const day = [
      { at: new Date(now.getTime() - DAY_MS).toISOString(), count: 9_900 },
      { at: now.toISOString(), count: 9_950 },
    ];
    expect(estimateMilestone(day, 10_000, { rounded: false, now }).status).toBe('no-history');
    const old = daily(60, (i) => 9_500 + 7 * i).filter((point) => days(point.at as string)! < -29);
    expect(estimateMilestone(old, 10_000, { rounded: false, now }).status).toBe('no-history');
  });
});

describe('alerts', () => {
  it('takes a whole number of subscribers, or null', () => {
    expect(setMilestoneAlertRequestSchema.parse({ alert: 10_000 })).toEqual({ alert: 10_000 });
    expect(setMilestoneAlertRequestSchema.parse({ alert: null })).toEqual({ alert: null });
    for (const alert of [0, -5, 1.5, '10000', 1e11])
      expect(setMilestoneAlertRequestSchema.safeParse({ alert }).success).toBe(false);
    expect(setMilestoneAlertRequestSchema.safeParse({ alert: 10, extra: 1 }).success).toBe(false);
  });

  it('refuses a milestone the channel already shows, and crosses one when the count reaches it', () => {
    expect(milestoneAlertProblem(9_950, 10_000)).toBeNull();
    expect(milestoneAlertProblem(null, 10_000)).toBeNull();
    expect(milestoneAlertProblem(10_000, 10_000)).toMatch(/above/);
    expect(milestoneCrossed(9_990, 10_000)).toBe(false);
    expect(milestoneCrossed(10_000, 10_000)).toBe(true);
    expect(milestoneCrossed(null, 10_000)).toBe(false);
  });

  it('describes an answer', () => {
    const answer = {
      count: 9_950,
      rounded: true,
      milestones: [
        {
          milestone: 10_000,
          status: 'estimated',
          toGo: { low: 46, high: 55 },
          earliest: now.toISOString(),
          latest: null,
        },
      ],
      alert: { milestone: 10_000, reachedAt: null },
    };
    expect(channelMilestonesResponseSchema.parse(answer)).toEqual(answer);
  });
});
