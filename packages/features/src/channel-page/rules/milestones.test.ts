import { describe, expect, it } from 'vitest';
import type { MilestoneEstimate } from '@channel-countdown/contract';
import { estimateText, formatDurationRange, formatEstimateDate, formatMilestone } from '.';

const now = new Date('2026-12-01T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
const estimate = (earliest: number | null, latest: number | null): MilestoneEstimate => ({
  milestone: 10_000,
  status: 'estimated',
  toGo: { low: 46, high: 55 },
  earliest: earliest === null ? null : inDays(earliest),
  latest: latest === null ? null : inDays(latest),
});
const text = (value: MilestoneEstimate) => estimateText(value, now, undefined, 'UTC');

describe('milestone words', () => {
  it('names milestones in compact figures', () => {
    expect(formatMilestone(10_000)).toBe('10K');
    expect(formatMilestone(1_000_000)).toBe('1M');
    expect(formatMilestone(20_000, 'de')).toBe('20.000');
  });

  it('tells a span in the unit of its later end, each end to the nearest whole unit', () => {
    expect(formatDurationRange(6.6, 7.2)).toBe('7 days');
    expect(formatDurationRange(4.4, 9.6)).toBe('4–10 days');
    expect(formatDurationRange(7, 7)).toBe('7 days');
    expect(formatDurationRange(15, 20)).toBe('2–3 weeks');
    expect(formatDurationRange(40, 100)).toBe('1–3 months');
    expect(formatDurationRange(800, 1000)).toBe('2–3 years');
    expect(formatDurationRange(15, 20, 'de')).toBe('2–3 Wochen');
  });

  it('writes a date of this year without its year', () => {
    expect(formatEstimateDate(inDays(11), now, 'en', 'UTC')).toBe('Dec 12');
    expect(formatEstimateDate(inDays(40), now, 'en', 'UTC')).toBe('Jan 10, 2027');
  });

  it('says when, as a range of dates', () => {
    expect(text(estimate(11, 19))).toBe('About 2–3 weeks — between Dec 12 and Dec 20');
    expect(text(estimate(4.4, 9.6))).toBe('About 4–10 days — between Dec 5 and Dec 11');
  });

  it('gives one date when the range is a day', () => {
    expect(text(estimate(6.6, 7.2))).toBe('About 7 days — on Dec 8');
  });

  it('leaves the end open when the counts may not have grown, and says when it may be any day', () => {
    expect(text(estimate(71, null))).toBe('2 months or more — not before Feb 10, 2027');
    expect(text(estimate(0, 9))).toBe('Any day now — by Dec 10');
    expect(text(estimate(0, null))).toBe('Any day now, or much later: the recent counts may not have grown');
  });

  it('says when there is nothing to estimate', () => {
    expect(text({ ...estimate(null, null), status: 'not-growing' })).toMatch(/^Not at the recent pace/);
    expect(text({ ...estimate(null, null), status: 'no-history' })).toMatch(/^Not enough history yet/);
    expect(text({ ...estimate(null, null), status: 'far' })).toBe(
      'More than ten years away at the recent pace',
    );
  });
});
