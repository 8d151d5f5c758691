export { FIGURES, CHANGE_PERIODS, figureChange, formatChange, currentFigure, approximately } from './figures';
export type { FigureKey, FigureChange } from './figures';
export { summarizeCycles, formatDuration, cycleStateLabel } from './cycles';
export type { CycleSummary } from './cycles';
