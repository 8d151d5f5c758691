export {
  FIGURES,
  FIGURE_MESSAGES,
  CHANGE_PERIODS,
  figureChange,
  formatChange,
  currentFigure,
} from './figures';
export type { FigureKey, FigureChange, FigureMessages } from './figures';
export { axisLabels, exactFigure } from './chartFormat';
export { summarizeCycles, formatDuration, cycleStateLabel } from './cycles';
export type { CycleSummary } from './cycles';
export {
  formatExactCount,
  formatSignedChange,
  formatSignedAverage,
  formatGainsDay,
  formatGainsMonth,
} from './gains';
export { estimateText, formatDurationRange, formatEstimateDate, formatMilestone } from './milestones';
export {
  UPLOAD_FILTERS,
  UPLOAD_FILTER_LABEL,
  UPLOAD_KIND_BADGE,
  filterUploads,
  formatKindCount,
  formatUploadKinds,
} from './uploadKinds';
export type { UploadFilter } from './uploadKinds';
