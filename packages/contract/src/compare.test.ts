import { describe, expect, it } from 'vitest';
import {
  COMPARE_MAX_POINTS,
  COMPARE_REPEATED,
  COMPARE_TOO_FEW,
  COMPARE_TOO_MANY,
  compareBucketHours,
  compareQuerySchema,
  indexSeries,
  logScalePoints,
  uploadsPerWeek,
} from './compare.js';
import { compareSearch, parseCompareSearch } from './compareAddress.js';
import { compareHref, isPage } from './pages.js';

const refusal = (query: Record<string, string>) => {
  const parsed = compareQuerySchema.safeParse(query);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message);
};

describe('the compare query', () => {
  it('reads 2 to 8 distinct ids in order, subscribers over 90 days unless said', () => {
    expect(compareQuerySchema.parse({ channels: '7,3' })).toEqual({
      channels: [7, 3],
      metric: 'subscribers',
      range: '90d',
    });
    expect(
      compareQuerySchema.parse({ channels: '1,2,3,4,5,6,7,8', metric: 'uploads', range: 'all' }),
    ).toEqual({ channels: [1, 2, 3, 4, 5, 6, 7, 8], metric: 'uploads', range: 'all' });
  });

  it('refuses fewer than 2, more than 8, a repeat or anything but ids, with a clear message', () => {
    expect(refusal({ channels: '' })).toEqual([COMPARE_TOO_FEW]);
    expect(refusal({ channels: '4' })).toEqual([COMPARE_TOO_FEW]);
    expect(refusal({ channels: '1,2,3,4,5,6,7,8,9' })).toEqual([COMPARE_TOO_MANY]);
    expect(refusal({ channels: '4,4' })).toEqual([COMPARE_REPEATED]);
    for (const channels of ['1,x', '1,,2', '1, 2', '-1,2', '01,2', '1.5,2', '99999999999999999999,1'])
      expect(refusal({ channels }), channels).toEqual(['channels must list channel ids separated by commas']);
    expect(refusal({ channels: '1,2', metric: 'likes' })).toEqual([
      'metric must be one of subscribers, views, uploads',
    ]);
    expect(refusal({ channels: '1,2', range: '2y' })).toEqual(['range must be one of 7d, 30d, 90d, 1y, all']);
    expect(refusal({})).not.toBeNull();
  });
});

describe("the compare page's address", () => {
  it('round-trips a choice, leaving the defaults out', () => {
    expect(compareHref([3, 7])).toBe('/compare?channels=3,7');
    expect(compareHref([])).toBe('/compare');
    const href = compareHref([3, 7, 9], { metric: 'views', scale: 'log', range: '1y' });
    expect(href).toBe('/compare?channels=3,7,9&metric=views&scale=log&range=1y');
    expect(isPage(href.split('?')[0]!, 'compare')).toBe(true);
    expect(parseCompareSearch(href.split('?')[1]!)).toEqual({
      channels: [3, 7, 9],
      metric: 'views',
      scale: 'log',
      range: '1y',
    });
  });

  it('falls back to the defaults for what is missing or unreadable, and keeps 8 distinct ids', () => {
    expect(parseCompareSearch('channels=2,x,2,5,,3&metric=likes&scale=tilted&range=2y')).toEqual({
      channels: [2, 5, 3],
      metric: 'subscribers',
      scale: 'absolute',
      range: '90d',
    });
    expect(parseCompareSearch('channels=1,2,3,4,5,6,7,8,9,10').channels).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseCompareSearch('')).toMatchObject({ channels: [] });
    // An address read as browsers read it: its '?', escaped commas, the first of a repeat, a broken escape.
    expect(parseCompareSearch('?channels=4%2C9&metric=views&metric=uploads&scale=%E0%A4%A&range=1y')).toEqual(
      {
        channels: [4, 9],
        metric: 'views',
        scale: 'absolute',
        range: '1y',
      },
    );
    expect(parseCompareSearch(new URLSearchParams('channels=4,9&scale=log'))).toMatchObject({
      channels: [4, 9],
      scale: 'log',
    });
    expect(compareSearch({ channels: [1, 2], metric: 'subscribers', scale: 'indexed' })).toBe(
      'channels=1,2&scale=indexed',
    );
  });
});

describe('compareBucketHours', () => {
  it('picks the shortest bucket that keeps a range within the most points', () => {
    expect(compareBucketHours(7 * 24)).toBe(2);
    expect(compareBucketHours(30 * 24)).toBe(6);
    expect(compareBucketHours(90 * 24)).toBe(24);
    expect(compareBucketHours(365 * 24)).toBe(72);
    expect(compareBucketHours(2 * 365 * 24)).toBe(168);
    expect(compareBucketHours(0)).toBe(1);
    for (const days of [1, 7, 30, 90, 365, 730, 3650, 20000])
      expect(Math.ceil((days * 24) / compareBucketHours(days * 24))).toBeLessThanOrEqual(COMPARE_MAX_POINTS);
  });
});

describe('uploadsPerWeek', () => {
  it('counts the uploads of each ISO week (Monday, UTC), a week without one 0', () => {
    const points = uploadsPerWeek(
      ['2026-11-02T10:00:00Z', '2026-11-08T23:59:59Z', '2026-11-09T00:00:00Z', '2026-11-25T08:00:00Z'],
      new Date('2026-11-04T12:00:00Z'),
      new Date('2026-11-29T12:00:00Z'),
    );
    expect(points).toEqual([
      { at: '2026-11-02T00:00:00.000Z', value: 2 },
      { at: '2026-11-09T00:00:00.000Z', value: 1 },
      { at: '2026-11-16T00:00:00.000Z', value: 0 },
      { at: '2026-11-23T00:00:00.000Z', value: 1 },
    ]);
  });

  it('starts at the first upload without a start, and has no point without either', () => {
    expect(
      uploadsPerWeek(['2026-11-18T00:00:00Z'], null, new Date('2026-11-29T00:00:00Z')).map((p) => p.at),
    ).toEqual(['2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z']);
    expect(uploadsPerWeek([], null, new Date('2026-11-29T00:00:00Z'))).toEqual([]);
  });
});

describe('indexSeries and logScalePoints', () => {
  it('indexes a series to 100 at its first positive value', () => {
    expect(
      indexSeries([{ value: 0 }, { value: 200 }, { value: 250 }, { value: 100 }]).map((p) => p.indexed),
    ).toEqual([100, 125, 50]);
    expect(indexSeries([{ value: 0 }, { value: 0 }])).toEqual([]);
  });

  it('keeps only the values a log scale can draw', () => {
    expect(logScalePoints([{ value: 0 }, { value: 3 }, { value: 1 }])).toEqual([{ value: 3 }, { value: 1 }]);
  });
});
