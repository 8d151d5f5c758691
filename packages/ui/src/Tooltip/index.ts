export { Tooltip } from './Tooltip';
export type { TooltipProps } from './Tooltip';
export { TooltipFloatingPanel } from './TooltipFloatingPanel';
export type { TooltipPanelComponent, TooltipPanelProps } from './TooltipTrigger';
export { TOOLTIP_DELAY, TOOLTIP_SKIP_WINDOW, tooltipOpenDelay } from './tooltipDelay';
export { LazyTooltip, createLazyTooltip, preloadTooltip } from './lazyTooltip';
export type { LazyTooltipKit, LazyTooltipProps } from './lazyTooltip';
