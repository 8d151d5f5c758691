'use client';

import { lazy, useState, type ComponentType } from 'react';
import { loadOnce, whenIdle } from '@channel-countdown/ui';

export interface Prefetchable<P extends object> {
  /** Renders the component: at once when its code has arrived, else suspending (inside a Suspense) until it has. */
  Component: ComponentType<P>;
  /** Fetches the component's code (once; a failed fetch is tried again on the next call). */
  prefetch(): Promise<ComponentType<P>>;
  /**
   * Fetches the code once the browser is idle (a failure is tried again when the component renders), then calls
   * `onArrived`, if given; answers the canceller, for an effect's clean-up.
   */
  prefetchWhenIdle(onArrived?: () => void): () => void;
}

/**
 * A component whose code is fetched apart from the screen's (a tab, an overlay), and that renders at once once
 * that code has arrived. React.lazy alone suspends on a component's first render even when its code is there:
 * React shows the fallback, renders the component again as a retry and may hold that commit back for up to
 * 300 ms (bench/inp.ts measured the connect dialog's opening at 600 ms at 4× that way). Each mounted instance
 * keeps the way it started, so the code's arrival never remounts it.
 */
export function prefetchable<P extends object>(load: () => Promise<ComponentType<P>>): Prefetchable<P> {
  const prefetch = loadOnce(load);
  const Lazy = lazy(() => prefetch().then((component) => ({ default: component })));

  function Prefetched(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => prefetch.loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  const prefetchWhenIdle = (onArrived?: () => void) =>
    whenIdle(() => void prefetch().then(onArrived, () => undefined));
  return { Component: Prefetched, prefetch, prefetchWhenIdle };
}
