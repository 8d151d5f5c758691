import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type { TooltipProps } from '@channel-countdown/ui/tooltip';

/**
 * The ui Tooltip (700 ms hover delay, at once on keyboard focus) without putting it on the first render's
 * critical path: its code (and floating-ui's) is fetched while the browser is idle after the first render,
 * like a lazyOverlay; until then the trigger renders alone (its aria-label still names it).
 */
let Loaded: ComponentType<TooltipProps> | undefined;
let loading: Promise<ComponentType<TooltipProps>> | undefined;

export function preloadTooltip(): Promise<ComponentType<TooltipProps>> {
  return (loading ??= import('./tooltipChunk').then(
    (module) => {
      void module.uiChunk;
      return (Loaded = module.Tooltip);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}

export interface LazyTooltipProps {
  /** The tooltip's text (usually the button's accessible name). */
  content: string;
  /** One focusable element: an IconButton or a link. */
  children: ReactElement<Record<string, unknown>>;
}

export function LazyTooltip({ content, children }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState<ComponentType<TooltipProps> | undefined>(() => Loaded);
  useEffect(() => {
    if (Tooltip) return;
    let active = true;
    const cancel = whenIdle(() => {
      preloadTooltip().then(
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
