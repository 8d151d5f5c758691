export { SERIES_STYLES, plottedPoints, logTicks } from './series';
export type { SeriesStyle, SeriesMarker, PlottedPoint } from './series';
