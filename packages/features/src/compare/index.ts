// Public API of the compare domain for the other domains (and, through screen.ts, the package entry): no
// screens, so importing it never pulls the lazily loaded page into the importer's chunk.
export { compareQueryKey, compareQueryOptions, useCompare } from './api/compare';
export type { CompareRead } from './api/compare';
export { CompareChart } from './components/CompareChart';
export type { CompareChartProps, ChartSeries } from './components/CompareChart';
export * from './rules';
