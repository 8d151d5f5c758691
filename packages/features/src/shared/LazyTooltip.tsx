'use client';

import {
  createLazyTooltip,
  preloadTooltip as preloadUiTooltip,
  type LazyTooltipProps,
} from '@channel-countdown/ui';

export type { LazyTooltipProps };

/**
 * The ui Tooltip for the screens' icon buttons, off the first render's critical path (see createLazyTooltip).
 * It loads from ./tooltipChunk, which keeps styled-components in the ui chunk the first render already loads.
 */
const featuresLazyTooltip = createLazyTooltip(() =>
  import('./tooltipChunk').then((module) => {
    void module.uiChunk;
    return module.TooltipFloatingPanel;
  }),
);

export const LazyTooltip = featuresLazyTooltip.LazyTooltip;

/** Loads the screens' tooltips and the ui components' own (Storybook's loader awaits it before a story). */
export function preloadTooltip() {
  return Promise.all([featuresLazyTooltip.preload(), preloadUiTooltip()]).then(([tooltip]) => tooltip);
}
