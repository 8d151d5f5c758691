'use client';

import { TooltipFloatingPanel } from './TooltipFloatingPanel';
import { TooltipTrigger, type TooltipProps } from './TooltipTrigger';

export type { TooltipProps } from './TooltipTrigger';

/**
 * A short description shown on hover (after `delay`) or keyboard focus; Escape hides it. Within 300 ms of
 * another tooltip closing it opens without delay.
 */
export function Tooltip(props: TooltipProps) {
  return <TooltipTrigger {...props} Panel={TooltipFloatingPanel} />;
}
