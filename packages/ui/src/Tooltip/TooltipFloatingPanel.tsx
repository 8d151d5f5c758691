'use client';

import { FloatingPortal, autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { usePortalContainer } from '../theme/portalContainer';
import { TooltipPanel } from './Tooltip.styles';
import type { TooltipPanelProps } from './TooltipTrigger';

/** An open tooltip, placed beside its trigger by floating-ui (flipping and shifting to stay on screen). */
export function TooltipFloatingPanel({ id, reference, content, placement }: TooltipPanelProps) {
  const portalContainer = usePortalContainer();
  const { refs, floatingStyles } = useFloating({
    elements: { reference },
    open: true,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  return (
    // In the ThemeProvider's themed overlay container (tokens apply there), or <body> without a provider.
    <FloatingPortal root={portalContainer ?? undefined}>
      <TooltipPanel id={id} role="tooltip" ref={refs.setFloating} style={floatingStyles}>
        {content}
      </TooltipPanel>
    </FloatingPortal>
  );
}
