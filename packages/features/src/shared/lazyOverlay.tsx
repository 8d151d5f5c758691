'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '@channel-countdown/ui';

interface OverlayProps {
  isOpen: boolean;
}

/**
 * A controlled overlay (dialog, sheet, popover) whose code is fetched after the screen's first render
 * instead of before it. Overlays are most of the react-aria code a screen uses, yet none of it is
 * needed until one opens: the screen renders without it (bench/bundle.ts measures this), the chunk is
 * prefetched while the browser is idle, and the overlay mounts the first time `isOpen` is true. Once
 * mounted it stays mounted, so closing keeps its exit animation and its pending mutation callbacks.
 */
export function lazyOverlay<P extends OverlayProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const prefetch = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed prefetch is retried when the overlay opens
      throw error;
    }));
  const Overlay = lazy(() => prefetch().then((component) => ({ default: component })));

  function LazyOverlay(props: P) {
    const [hasOpened, setHasOpened] = useState(props.isOpen);
    if (props.isOpen && !hasOpened) setHasOpened(true);
    useEffect(() => whenIdle(() => void prefetch().catch(() => undefined)), []);
    if (!hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }
  return LazyOverlay;
}
