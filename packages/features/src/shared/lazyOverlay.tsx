'use client';

import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { prefetchable } from './prefetchable';

interface OverlayProps {
  isOpen: boolean;
}

/**
 * A controlled overlay (dialog, sheet, popover) whose code is fetched after the screen's first render
 * instead of before it. Overlays are most of the react-aria code a screen uses, yet none of it is
 * needed until one opens: the screen renders without it (bench/bundle.ts measures this), the chunk is
 * prefetched while the browser is idle, and the overlay mounts the first time `isOpen` is true (in the
 * press's own render once its code has arrived, see prefetchable). Once mounted it stays mounted, so closing
 * keeps its exit animation and its pending mutation callbacks.
 */
export function lazyOverlay<P extends OverlayProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { Component: Overlay, prefetchWhenIdle } = prefetchable(load);

  function LazyOverlay(props: P) {
    const [hasOpened, setHasOpened] = useState(props.isOpen);
    if (props.isOpen && !hasOpened) setHasOpened(true);
    useEffect(prefetchWhenIdle, []);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  return LazyOverlay;
}
