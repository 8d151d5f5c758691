import {
  indexSeries,
  logScalePoints,
  type ComparePoint,
  type CompareScale,
} from '@channel-countdown/contract';

/** The markers a series' points and legend entry are drawn with, so a line is never told by colour alone. */
export type SeriesMarker =
  'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'triangleDown' | 'plus' | 'star';

export interface SeriesStyle {
  /** A theme colour (light and dark each have their own, every one readable on the surface). */
  colour: string;
  /** The line's dash (an SVG stroke-dasharray; '' = solid). */
  dash: string;
  marker: SeriesMarker;
}

/** The look of the nth chosen channel (0-based): its colour, dash and marker, the same in the legend. */
export const SERIES_STYLES: readonly SeriesStyle[] = [
  { colour: 'var(--color-series-1)', dash: '', marker: 'circle' },
  { colour: 'var(--color-series-2)', dash: '8 4', marker: 'square' },
  { colour: 'var(--color-series-3)', dash: '2 3', marker: 'triangle' },
  { colour: 'var(--color-series-4)', dash: '10 3 2 3', marker: 'diamond' },
  { colour: 'var(--color-series-5)', dash: '4 4', marker: 'cross' },
  { colour: 'var(--color-series-6)', dash: '12 4', marker: 'triangleDown' },
  { colour: 'var(--color-series-7)', dash: '6 2 2 2 2 2', marker: 'plus' },
  { colour: 'var(--color-series-8)', dash: '1 3', marker: 'star' },
];

/** A point as the chart draws it: its moment, its figure, and where the scale puts it (`plotted`). */
export interface PlottedPoint {
  at: Date;
  value: number;
  plotted: number;
}

/**
 * The points a scale draws: the values as they are; indexed to 100 at the first positive value (the
 * contract's indexSeries); or on a log scale, those above 0 (a log scale has no place for 0).
 */
export function plottedPoints(points: readonly ComparePoint[], scale: CompareScale): PlottedPoint[] {
  const dated = (point: ComparePoint, plotted: number) => ({
    at: new Date(point.at),
    value: point.value,
    plotted,
  });
  switch (scale) {
    case 'absolute':
      return points.map((point) => dated(point, point.value));
    case 'indexed':
      return indexSeries(points).map((point) => dated(point, point.indexed));
    case 'log':
      return logScalePoints(points).map((point) => dated(point, point.value));
  }
}

/**
 * A log axis' ticks between `low` and `high` (both > 0): the powers of ten, with 2 and 5 times each while that
 * keeps at most `most` ticks; a span inside one decade gets its ends' nearest 1-2-5 steps and the ends.
 */
export function logTicks(low: number, high: number, most = 6): number[] {
  if (!(low > 0) || !(high >= low)) return [];
  const from = Math.floor(Math.log10(low));
  const to = Math.ceil(Math.log10(high));
  const inside = (tick: number) => tick >= low * 0.999 && tick <= high * 1.001;
  for (const steps of [[1, 2, 5], [1, 3], [1]]) {
    const ticks: number[] = [];
    for (let power = from; power <= to; power += 1)
      for (const step of steps) {
        const tick = step * 10 ** power;
        if (inside(tick)) ticks.push(tick);
      }
    if (ticks.length >= 2 && ticks.length <= most) return ticks;
    if (ticks.length < 2 && steps.length === 3) return [low, high];
  }
  // Many decades: every other power of ten, or fewer, to stay within `most`.
  const powers: number[] = [];
  for (let power = from; power <= to; power += 1) if (inside(10 ** power)) powers.push(10 ** power);
  const every = Math.ceil(powers.length / most);
  return powers.filter((_, index) => index % every === 0);
}
