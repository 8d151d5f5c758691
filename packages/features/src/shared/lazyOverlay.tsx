'use client';

import { Activity, memo, Suspense, useEffect, useState, type ComponentType } from 'react';
import { prefetchable } from './prefetchable';

interface OverlayProps {
  isOpen: boolean;
}

export interface LazyOverlayOptions {
  /**
   * Drawn ahead, hidden, once its code has arrived and the browser is idle, and again after each closing: the
   * press that opens it then only shows what is drawn (React's `<Activity>`: hidden, its effects do not run)
   * instead of rendering it. A closed one is dropped at once, so it has no exit animation, and the next opening
   * starts afresh. For the one overlay a screen opens most (the dashboard's connect dialog), not for one per
   * item. @default false
   */
  prerender?: boolean;
}

/**
 * A controlled overlay (dialog, sheet, popover) whose code is fetched after the screen's first render
 * instead of before it. Overlays are most of the react-aria code a screen uses, yet none of it is
 * needed until one opens: the screen renders without it (bench/bundle.ts measures this), the chunk is
 * prefetched while the browser is idle, and the overlay mounts the first time `isOpen` is true (in the
 * press's own render once its code has arrived, see prefetchable). Once mounted it stays mounted, so closing
 * keeps its exit animation and its pending mutation callbacks.
 */
export function lazyOverlay<P extends OverlayProps>(
  load: () => Promise<ComponentType<P>>,
  { prerender = false }: LazyOverlayOptions = {},
): ComponentType<P> {
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
  if (!prerender) return LazyOverlay;

  // Rendered again only when what it is given changes, not when it is shown.
  const Drawn = memo(Overlay);
  function PrerenderedOverlay(props: P) {
    const [codeHere, setCodeHere] = useState(false);
    // Each opening gets an overlay drawn afresh: a closed one is dropped, and the next drawn hidden.
    const [openings, setOpenings] = useState(0);
    const [wasOpen, setWasOpen] = useState(props.isOpen);
    if (wasOpen !== props.isOpen) {
      setWasOpen(props.isOpen);
      if (!props.isOpen) setOpenings((count) => count + 1);
    }
    useEffect(() => prefetchWhenIdle(() => setCodeHere(true)), []);
    if (!codeHere && !props.isOpen && openings === 0) return null;
    return (
      <Activity key={openings} mode={props.isOpen ? 'visible' : 'hidden'}>
        <Suspense fallback={null}>
          <Drawn {...props} isOpen />
        </Suspense>
      </Activity>
    );
  }
  return PrerenderedOverlay;
}
