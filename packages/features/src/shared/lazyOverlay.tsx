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
 *
 * An overlay whose code has arrived opens in the press's own render. Only one opened before its code arrived
 * goes through React.lazy: a lazy component suspends on its first render even when its code is there, and
 * React then shows the fallback, renders the overlay again in a retry and holds that commit back for up to
 * 300 ms (bench/inp.ts measured the connect dialog's opening at 600 ms at 4× that way).
 */
export function lazyOverlay<P extends OverlayProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const prefetch = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed prefetch is retried when the overlay opens
        throw error;
      },
    ));
  const Overlay = lazy(() => prefetch().then((component) => ({ default: component })));
  /** What an overlay opening now renders: its code itself once it has arrived, else the lazy one. */
  const current = () => loaded ?? Overlay;

  function LazyOverlay(props: P) {
    // Chosen once, at the first opening, so that the overlay is never remounted by the code's arrival.
    const [Opened, setOpened] = useState<ComponentType<P> | null>(() => (props.isOpen ? current() : null));
    if (props.isOpen && !Opened) setOpened(() => current());
    useEffect(() => whenIdle(() => void prefetch().catch(() => undefined)), []);
    if (!Opened) return null;
    return (
      <Suspense fallback={null}>
        <Opened {...props} />
      </Suspense>
    );
  }
  return LazyOverlay;
}
