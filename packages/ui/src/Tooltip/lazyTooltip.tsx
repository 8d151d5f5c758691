'use client';

import { useEffect, useState, type ReactElement } from 'react';
import { loadOnce } from '../shared/loadOnce';
import { whenIdle } from '../shared/whenIdle';
import { TooltipTrigger, type TooltipPanelComponent } from './TooltipTrigger';

export interface LazyTooltipProps {
  /** The tooltip's text (usually the button's accessible name). */
  content: string;
  /** One focusable element: an IconButton or a link. */
  children: ReactElement<Record<string, unknown>>;
}

export interface LazyTooltipKit {
  /** The trigger with its tooltip, which shows once the panel's code is loaded (fetched while the browser is idle). */
  LazyTooltip: (props: LazyTooltipProps) => ReactElement;
  /** Fetches the panel's code now (tests and Storybook load it before a story renders). */
  preload: () => Promise<TooltipPanelComponent>;
}

/**
 * The Tooltip (700 ms hover delay, at once on keyboard focus) with its panel kept off the first render's
 * critical path: the panel's code and floating-ui's come from `load` (a dynamic import) while the browser is
 * idle after the first render; until then nothing shows (the trigger's aria-label still names it). The
 * trigger is the same element before and after. Each caller chooses the chunk it loads from, so a bundle can
 * keep the panel beside code it already shares.
 */
export function createLazyTooltip(load: () => Promise<TooltipPanelComponent>): LazyTooltipKit {
  const preload = loadOnce(load);

  function LazyTooltip({ content, children }: LazyTooltipProps) {
    const [Panel, setPanel] = useState<TooltipPanelComponent | undefined>(() => preload.loaded);
    useEffect(() => {
      if (Panel) return;
      let active = true;
      const cancel = whenIdle(() => {
        preload().then(
          (component) => active && setPanel(() => component),
          () => undefined,
        );
      });
      return () => {
        active = false;
        cancel();
      };
    }, [Panel]);
    return (
      <TooltipTrigger content={content} Panel={Panel}>
        {children}
      </TooltipTrigger>
    );
  }

  return { LazyTooltip, preload };
}

/** The ui's own lazy tooltip, for icon buttons in components on a first render (a toast's close, a password toggle). */
const uiLazyTooltip = createLazyTooltip(() =>
  import('./TooltipFloatingPanel').then((module) => module.TooltipFloatingPanel),
);
export const LazyTooltip = uiLazyTooltip.LazyTooltip;
export const preloadTooltip = uiLazyTooltip.preload;
