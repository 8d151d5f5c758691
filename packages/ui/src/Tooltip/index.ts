export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { TOOLTIP_DELAY, TOOLTIP_SKIP_WINDOW, tooltipOpenDelay } from './tooltipDelay';
