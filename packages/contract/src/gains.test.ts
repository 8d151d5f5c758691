import { describe, expect, it } from 'vitest';
import { channelGainsResponseSchema, type GainsDay } from './gains.js';
import {
  addDays,
  dailyGains,
  dayOf,
  GAINS_CSV_HEADER,
  gainsCsvRows,
  gainsSpan,
  gainsTotals,
  periodStart,
  recentChange,
  type GainsSnapshot,
} from './gainsRules.js';

const snap = (
  at: string,
  subscriberCount: number | null,
  viewCount: number | null = null,
  videoCount: number | null = null,
): GainsSnapshot => ({ at, subscriberCount, viewCount, videoCount });

const subscribers = (rows: GainsDay[]) =>
  rows.map((row) => [row.date, row.subscribers.count, row.subscribers.change]);

describe('days', () => {
  it('reads the calendar day of an instant in a time zone', () => {
    expect(dayOf('2026-03-10T23:30:00Z')).toBe('2026-03-10');
    expect(dayOf('2026-03-10T23:30:00Z', 'Europe/Berlin')).toBe('2026-03-11');
    expect(dayOf('2026-03-10T03:30:00Z', 'America/New_York')).toBe('2026-03-09');
  });

  it('counts days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('gives each range its days, today the last', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(gainsSpan('7d', now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(gainsSpan('30d', now)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(gainsSpan('all', now)).toEqual({ from: null, to: '2026-03-10' });
    expect(gainsSpan('7d', new Date('2026-03-10T23:30:00Z'), 'Asia/Tokyo').to).toBe('2026-03-11');
  });

  it('starts weeks on Monday and months on the 1st', () => {
    expect(periodStart('2026-03-08', 'week')).toBe('2026-03-02'); // a Sunday
    expect(periodStart('2026-03-09', 'week')).toBe('2026-03-09'); // a Monday
    expect(periodStart('2026-03-31', 'month')).toBe('2026-03-01');
  });
});

describe('dailyGains', () => {
  it("keeps each day's last figure and its change since the day before", () => {
    const rows = dailyGains(
      [
        snap('2026-03-02T08:00:00Z', 1100),
        snap('2026-03-01T23:00:00Z', 1000),
        snap('2026-03-01T10:00:00Z', 900),
        snap('2026-03-02T20:00:00Z', 1150),
        snap('2026-03-03T01:00:00Z', 1120),
      ],
      { from: '2026-03-02', to: '2026-03-03' },
    );
    expect(subscribers(rows)).toEqual([
      ['2026-03-02', 1150, 150],
      ['2026-03-03', 1120, -30],
    ]);
  });

  it('shows an unknown day as null, and the day after it too, never as zero', () => {
    const rows = dailyGains(
      [
        snap('2026-03-01T12:00:00Z', 100),
        snap('2026-03-03T12:00:00Z', 130),
        snap('2026-03-04T12:00:00Z', 130),
      ],
      { from: '2026-03-01', to: '2026-03-05' },
    );
    expect(subscribers(rows)).toEqual([
      ['2026-03-01', 100, null],
      ['2026-03-02', null, null],
      ['2026-03-03', 130, null],
      ['2026-03-04', 130, 0],
      ['2026-03-05', null, null],
    ]);
  });

  it('follows each figure on its own: a snapshot without one leaves the day its earlier value', () => {
    const rows = dailyGains(
      [
        snap('2026-03-01T12:00:00Z', 10, 500, 3),
        snap('2026-03-02T06:00:00Z', 12, 650, 4),
        snap('2026-03-02T18:00:00Z', null, 700, null),
      ],
      { from: '2026-03-02', to: '2026-03-02' },
    );
    expect(rows).toEqual([
      {
        date: '2026-03-02',
        subscribers: { count: 12, change: 2 },
        views: { count: 700, change: 200 },
        videos: { count: 4, change: 1 },
        uploads: null,
      },
    ]);
    expect(channelGainsResponseSchema.parse({ range: '7d', timeZone: 'UTC', days: rows }).days).toEqual(rows);
  });

  it("makes its sums the snapshots' difference over days all known", () => {
    const snapshots = Array.from({ length: 40 }, (_, hour) =>
      snap(
        new Date(Date.parse('2026-03-01T00:00:00Z') + hour * 3 * 3600_000).toISOString(),
        1000 + hour * hour,
      ),
    );
    const rows = dailyGains(snapshots, { from: '2026-03-02', to: '2026-03-05' });
    const sum = rows.reduce((total, row) => total + row.subscribers.change!, 0);
    expect(sum).toBe(rows.at(-1)!.subscribers.count! - 1000 - 7 * 7); // the last figure of 1 March: hour 7
  });

  it("starts 'all' on the first day with a figure and answers nothing without one", () => {
    const rows = dailyGains([snap('2026-03-09T12:00:00Z', 5)], { from: null, to: '2026-03-10' });
    expect(subscribers(rows)).toEqual([
      ['2026-03-09', 5, null],
      ['2026-03-10', null, null],
    ]);
    expect(dailyGains([], { from: null, to: '2026-03-10' })).toEqual([]);
    expect(dailyGains([snap('2026-03-09T12:00:00Z', null)], { from: null, to: '2026-03-10' })).toEqual([]);
  });

  it("puts a snapshot on the reader's day", () => {
    const snapshots = [snap('2026-03-01T23:30:00Z', 100), snap('2026-03-02T23:30:00Z', 120)];
    expect(
      subscribers(dailyGains(snapshots, { from: '2026-03-02', to: '2026-03-03' }, 'Europe/Berlin')),
    ).toEqual([
      ['2026-03-02', 100, null],
      ['2026-03-03', 120, 20],
    ]);
  });
});

describe('gainsTotals', () => {
  const rows = dailyGains(
    [
      snap('2026-02-27T12:00:00Z', 100, 1000), // Friday
      snap('2026-02-28T12:00:00Z', 110, 1100),
      snap('2026-03-01T12:00:00Z', 125, 1300), // Sunday
      snap('2026-03-02T12:00:00Z', 120, 1400), // Monday
      // 3 March unknown
      snap('2026-03-04T12:00:00Z', 140, 1700),
      snap('2026-03-05T12:00:00Z', 150, 1800),
    ],
    { from: '2026-02-28', to: '2026-03-05' },
  );

  it('totals each week over its known days and says how many were known', () => {
    const weeks = gainsTotals(rows, 'week');
    expect(
      weeks.map(({ start, from, to, days, subscribers }) => ({ start, from, to, days, subscribers })),
    ).toEqual([
      {
        start: '2026-02-23',
        from: '2026-02-28',
        to: '2026-03-01',
        days: 2,
        subscribers: { change: 25, averagePerDay: 12.5, knownDays: 2 },
      },
      {
        start: '2026-03-02',
        from: '2026-03-02',
        to: '2026-03-05',
        days: 4,
        // 2 March −5, 3 March unknown, 4 March unknown (3 March is), 5 March +10
        subscribers: { change: 5, averagePerDay: 2.5, knownDays: 2 },
      },
    ]);
    expect(weeks[1]!.views).toEqual({ change: 200, averagePerDay: 100, knownDays: 2 });
  });

  it('totals each month', () => {
    const months = gainsTotals(rows, 'month');
    expect(
      months.map(({ start, days, subscribers }) => [start, days, subscribers.change, subscribers.knownDays]),
    ).toEqual([
      ['2026-02-01', 1, 10, 1],
      ['2026-03-01', 5, 20, 3],
    ]);
  });

  it('says unknown, not zero, for a period without a known day', () => {
    const unknown = dailyGains([], { from: '2026-03-02', to: '2026-03-03' });
    expect(gainsTotals(unknown, 'week')[0]!.subscribers).toEqual({
      change: null,
      averagePerDay: null,
      knownDays: 0,
    });
  });
});

describe('recentChange', () => {
  const table = (counts: Array<number | null>) =>
    dailyGains(
      counts.flatMap((count, index) =>
        count === null ? [] : [snap(`${addDays('2026-03-01', index)}T12:00:00Z`, count)],
      ),
      { from: '2026-03-01', to: addDays('2026-03-01', counts.length - 1) },
    );

  it("gives today's change and the week's", () => {
    expect(recentChange(table([100, 101, 102, 103, 104, 105, 106, 110, 120]))).toEqual({
      lastDay: 10,
      lastWeek: 19,
    });
  });

  it('falls back to yesterday while today has no figure, and no further', () => {
    expect(recentChange(table([100, 101, 102, 103, 104, 105, 106, 110, null]))).toEqual({
      lastDay: 4,
      lastWeek: 10,
    });
    expect(recentChange(table([100, 101, 102, 103, 104, 105, 106, null, null]))).toEqual({
      lastDay: null,
      lastWeek: null,
    });
  });

  it('says unknown when a figure it needs is', () => {
    expect(recentChange(table([100, 101, null, 103, 104, 105, 106, null, 120]))).toEqual({
      lastDay: null,
      lastWeek: 19,
    });
    expect(recentChange(table([null, null, 102, 103, 104, 105, 106, 107, 120]))).toEqual({
      lastDay: 13,
      lastWeek: null,
    });
    expect(recentChange([])).toEqual({ lastDay: null, lastWeek: null });
  });
});

describe('the gains CSV', () => {
  it('writes a row a day under its header, an unknown figure or change as an empty cell, never 0', () => {
    const rows = dailyGains(
      [snap('2026-03-01T12:00:00Z', 100, 1000, 5), snap('2026-03-03T12:00:00Z', 130, null, 6)],
      { from: '2026-03-01', to: '2026-03-03' },
    );
    expect(GAINS_CSV_HEADER).toHaveLength(gainsCsvRows(rows)[0]!.length);
    expect(gainsCsvRows(rows)).toEqual([
      ['2026-03-01', 100, '', 1000, '', 5, '', '', '', ''],
      ['2026-03-02', '', '', '', '', '', '', '', '', ''],
      ['2026-03-03', 130, '', '', '', 6, '', '', '', ''],
    ]);
  });

  it('writes the uploads of each kind once they are known', () => {
    const rows = dailyGains([], { from: '2026-03-01', to: '2026-03-03' }, 'UTC', [
      { publishedAt: '2026-03-02T09:00:00Z', kind: 'short' },
      { publishedAt: '2026-03-02T10:00:00Z', kind: 'short' },
      { publishedAt: '2026-03-03T10:00:00Z', kind: 'live' },
    ]);
    expect(gainsCsvRows(rows).map((row) => row.slice(7))).toEqual([
      ['', '', ''],
      [0, 2, 0],
      [0, 0, 1],
    ]);
  });
});

describe('uploads by kind in the gains table', () => {
  const uploads = [
    { publishedAt: '2026-03-02T09:00:00Z', kind: 'video' as const },
    { publishedAt: '2026-03-02T23:30:00Z', kind: 'short' as const },
    { publishedAt: '2026-03-04T12:00:00Z', kind: 'short' as const },
    { publishedAt: '2026-03-04T13:00:00Z', kind: 'live' as const },
  ];

  it("counts a day's uploads apart by kind, unknown before the oldest stored upload, zeros after it", () => {
    const rows = dailyGains([], { from: '2026-03-01', to: '2026-03-05' }, 'UTC', uploads);
    expect(rows.map((row) => row.uploads)).toEqual([
      null,
      { video: 1, short: 1, live: 0 },
      { video: 0, short: 0, live: 0 },
      { video: 0, short: 1, live: 1 },
      { video: 0, short: 0, live: 0 },
    ]);
    // A day is the time zone's: half past eleven UTC is the next morning in Berlin.
    const berlin = dailyGains([], { from: '2026-03-02', to: '2026-03-03' }, 'Europe/Berlin', uploads);
    expect(berlin.map((row) => row.uploads)).toEqual([
      { video: 1, short: 0, live: 0 },
      { video: 0, short: 1, live: 0 },
    ]);
  });

  it('totals a week by kind over its known days, and says unknown for a week without one', () => {
    const rows = dailyGains([], { from: '2026-02-23', to: '2026-03-05' }, 'UTC', uploads);
    const [before, week] = gainsTotals(rows, 'week');
    expect(before!.uploads).toEqual({ counts: null, knownDays: 0 });
    expect(week!.uploads).toEqual({ counts: { video: 1, short: 2, live: 1 }, knownDays: 4 });
  });

  it('has no uploads known without uploads', () => {
    expect(dailyGains([], { from: '2026-03-01', to: '2026-03-01' })[0]!.uploads).toBeNull();
  });
});
