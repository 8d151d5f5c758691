import { describe, expect, it } from 'vitest';
import { logTicks, plottedPoints, SERIES_STYLES } from './series';

const points = (...values: number[]) =>
  values.map((value, index) => ({ at: `2026-11-0${index + 1}T00:00:00.000Z`, value }));

describe('plottedPoints', () => {
  it('draws the values as they are, indexed to 100 at the first positive value, or above 0 on a log scale', () => {
    expect(plottedPoints(points(0, 200, 300), 'absolute').map((p) => p.plotted)).toEqual([0, 200, 300]);
    expect(plottedPoints(points(0, 200, 300), 'indexed').map((p) => [p.value, p.plotted])).toEqual([
      [200, 100],
      [300, 150],
    ]);
    expect(plottedPoints(points(0, 5, 0, 50), 'log').map((p) => p.plotted)).toEqual([5, 50]);
  });
});

describe('logTicks', () => {
  it('marks 1-2-5 steps in each decade while few, else the powers of ten', () => {
    expect(logTicks(1, 60)).toEqual([1, 2, 5, 10, 20, 50]);
    expect(logTicks(900, 2_000_000)).toEqual([1000, 10_000, 100_000, 1_000_000]);
    expect(logTicks(150, 180)).toEqual([150, 180]);
    expect(logTicks(1, 1e12).length).toBeLessThanOrEqual(6);
    expect(logTicks(0, 10)).toEqual([]);
  });
});

describe('SERIES_STYLES', () => {
  it('gives each of 8 channels its own colour, dash and marker', () => {
    expect(new Set(SERIES_STYLES.map((style) => style.colour)).size).toBe(8);
    expect(new Set(SERIES_STYLES.map((style) => style.dash)).size).toBe(8);
    expect(new Set(SERIES_STYLES.map((style) => style.marker)).size).toBe(8);
  });
});
