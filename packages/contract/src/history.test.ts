import { describe, expect, it } from 'vitest';
import { epochHour, HISTORY_TIERS, historyResolution, periodStartHour } from './channelDataRules.js';
import { compareBucketHours } from './compare.js';
import { isRefreshFailing, refreshBackoffMs, REFRESH_FAILING_AFTER } from './refreshRules.js';
import { NOTE_PREVIEW_LENGTH } from './limits.js';
import { notePreview } from './notes.js';

const MINUTE = 60 * 1000;

describe("a history answer's resolution", () => {
  it('is every snapshot up to the hourly tier, a day up to the daily tier, a week beyond', () => {
    expect(historyResolution(7 * 24)).toBe('hour');
    expect(historyResolution(30 * 24)).toBe('hour');
    expect(historyResolution(HISTORY_TIERS.hourlyDays * 24)).toBe('hour');
    expect(historyResolution(HISTORY_TIERS.hourlyDays * 24 + 1)).toBe('day');
    expect(historyResolution(90 * 24)).toBe('day');
    expect(historyResolution(365 * 24)).toBe('day');
    expect(historyResolution(HISTORY_TIERS.dailyDays * 24 + 1)).toBe('week');
    expect(historyResolution(10 * 365 * 24)).toBe('week');
  });

  it("finds the first hour of an hour's UTC day and ISO week (Monday)", () => {
    const hour = epochHour('2026-11-26T17:30:00Z'); // a Thursday
    expect(new Date(periodStartHour(hour, 'day') * 60 * MINUTE).toISOString()).toBe(
      '2026-11-26T00:00:00.000Z',
    );
    expect(new Date(periodStartHour(hour, 'week') * 60 * MINUTE).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    const monday = epochHour('2026-11-23T00:00:00Z');
    expect(periodStartHour(monday, 'week')).toBe(monday);
    expect(periodStartHour(monday - 1, 'week')).toBe(monday - 7 * 24);
    // Sundays and the epoch's own week (it began on a Thursday).
    expect(
      new Date(periodStartHour(epochHour('2026-11-29T23:59:00Z'), 'week') * 60 * MINUTE).toISOString(),
    ).toBe('2026-11-23T00:00:00.000Z');
    expect(periodStartHour(0, 'week')).toBe(-3 * 24);
  });

  it("Compare's buckets take whole weeks past the daily tier", () => {
    expect(compareBucketHours(HISTORY_TIERS.dailyDays * 24)).toBe(72);
    expect(compareBucketHours(HISTORY_TIERS.dailyDays * 24 + 1)).toBe(168);
    expect(compareBucketHours(500 * 24) % 168).toBe(0);
    expect(compareBucketHours(30 * 365 * 24) % 168).toBe(0);
  });
});

describe('failing refreshes', () => {
  it('wait 15 minutes after the first failure, doubling with each, at most a day', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((n) => refreshBackoffMs(n) / MINUTE)).toEqual([
      15, 30, 60, 120, 240, 480, 960, 1440, 1440, 1440,
    ]);
  });

  it(`are a failing channel from ${REFRESH_FAILING_AFTER} in a row`, () => {
    const failure = (count: number) => ({
      count,
      lastAt: '2026-11-01T00:00:00.000Z',
      retryAt: '2026-11-01T01:00:00.000Z',
    });
    expect(isRefreshFailing(null)).toBe(false);
    expect(isRefreshFailing(failure(REFRESH_FAILING_AFTER - 1))).toBe(false);
    expect(isRefreshFailing(failure(REFRESH_FAILING_AFTER))).toBe(true);
  });
});

describe("a note's preview", () => {
  it('keeps a short note whole and cuts a long one between characters, with an ellipsis', () => {
    expect(notePreview({ id: 1, content: 'Film the intro', color: 'blue' })).toEqual({
      id: 1,
      content: 'Film the intro',
      color: 'blue',
    });
    const exact = 'x'.repeat(NOTE_PREVIEW_LENGTH);
    expect(notePreview({ id: 2, content: exact, color: 'red' }).content).toBe(exact);
    // An emoji (two UTF-16 units) right at the cut is kept or dropped whole, never halved.
    const long = `${'y'.repeat(NOTE_PREVIEW_LENGTH - 2)}🎬🎬 and more`;
    const cut = notePreview({ id: 3, content: long, color: 'green' }).content;
    expect(Array.from(cut)).toHaveLength(NOTE_PREVIEW_LENGTH);
    expect(cut).toBe(`${'y'.repeat(NOTE_PREVIEW_LENGTH - 2)}🎬…`);
  });
});
