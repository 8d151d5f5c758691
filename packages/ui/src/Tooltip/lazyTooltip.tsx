import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { whenIdle } from '../shared/whenIdle';
import type { TooltipProps } from './Tooltip';

export interface LazyTooltipProps {
  /** The tooltip's text (usually the button's accessible name). */
  content: string;
  /** One focusable element: an IconButton or a link. */
  children: ReactElement<Record<string, unknown>>;
}

export interface LazyTooltipKit {
  /** Renders `children` alone until the Tooltip is loaded (fetched while the browser is idle), then inside it. */
  LazyTooltip: (props: LazyTooltipProps) => ReactElement;
  /** Fetches the Tooltip now (tests and Storybook load it before a story renders). */
  preload: () => Promise<ComponentType<TooltipProps>>;
}

/**
 * The Tooltip (700 ms hover delay, at once on keyboard focus) kept off the first render's critical path: its
 * code and floating-ui's come from `load` (a dynamic import) while the browser is idle after the first
 * render; until then the trigger renders alone (its aria-label still names it). Each caller chooses the chunk
 * it loads from, so a bundle can keep the tooltip beside code it already shares.
 */
export function createLazyTooltip(load: () => Promise<ComponentType<TooltipProps>>): LazyTooltipKit {
  let Loaded: ComponentType<TooltipProps> | undefined;
  let loading: Promise<ComponentType<TooltipProps>> | undefined;

  const preload = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function LazyTooltip({ content, children }: LazyTooltipProps) {
    const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | undefined>(() => Loaded);
    useEffect(() => {
      if (Tooltip) return;
      let active = true;
      const cancel = whenIdle(() => {
        preload().then(
          (component) => active && setTooltip(() => component),
          () => undefined,
        );
      });
      return () => {
        active = false;
        cancel();
      };
    }, [Tooltip]);
    return Tooltip ? <Tooltip content={content}>{children}</Tooltip> : children;
  }

  return { LazyTooltip, preload };
}

/** The ui's own lazy tooltip, for icon buttons in components on a first render (a toast's close, a password toggle). */
const uiLazyTooltip = createLazyTooltip(() => import('./Tooltip').then((module) => module.Tooltip));
export const LazyTooltip = uiLazyTooltip.LazyTooltip;
export const preloadTooltip = uiLazyTooltip.preload;
