'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * The width of the element the returned ref is on, kept current as it resizes (the Compare chart's drawing width;
 * the history chart is drawn in percentages and needs none).
 *
 * The width comes from a ResizeObserver alone, whose first notification arrives once the browser has laid the
 * page out and before it paints: the chart is drawn again at its width in that same frame (flushSync), so no
 * frame shows it at the fallback. Reading the element's width in the layout effect instead made the browser lay
 * out the whole freshly rendered page there and then, inside React's commit (about 40 ms at a phone's 4×
 * slowdown on a channel's page).
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = Math.round(entry.contentRect.width) || fallback;
      flushSync(() => setWidth(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}
