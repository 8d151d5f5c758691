import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the scrollbar stays after the last scroll event (SPEC §9). */
export const SCROLLBAR_HIDE_DELAY = 600;

/** True while scroll events arrive, and until `hideDelay` ms after the last one. */
export function useScrolling(hideDelay = SCROLLBAR_HIDE_DELAY) {
  const [isScrolling, setScrolling] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const onScroll = useCallback(() => {
    setScrolling(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setScrolling(false), hideDelay);
  }, [hideDelay]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { isScrolling, onScroll };
}
