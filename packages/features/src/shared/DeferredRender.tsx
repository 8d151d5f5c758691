'use client';

import {
  startTransition,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';

/**
 * Renders `children` in a render of their own, right after the one that mounted this: React commits (and the
 * browser can paint) everything around them first, then renders them as a transition, in slices between
 * frames. For a part of a screen that costs much to render but is not what the user reads first; keep its room
 * in the layout meanwhile so nothing moves when it arrives.
 */
export function DeferredRender({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}

/**
 * How near the viewport a part waiting in useRenderWhenNear renders: within half a window's height above or
 * below it, so that a reader scrolling at an ordinary pace finds it drawn.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an IntersectionObserver margin, no text to read
export const NEAR_VIEWPORT_MARGIN = '50% 0px';

/** The parts waiting in useRenderWhenNear: each one's way to render at once. */
const waiting = new Set<() => void>();

/** Renders every waiting part now, before the browser goes on with the event (the Tab's next stop, printing). */
function renderAllWaiting() {
  if (waiting.size === 0) return;
  flushSync(() => waiting.forEach((show) => show()));
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key === 'Tab') renderAllWaiting();
}

function wait(show: () => void): () => void {
  if (waiting.size === 0) {
    document.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('beforeprint', renderAllWaiting);
  }
  waiting.add(show);
  return () => {
    waiting.delete(show);
    if (waiting.size > 0) return;
    document.removeEventListener('keydown', onKeyDown, true);
    window.removeEventListener('beforeprint', renderAllWaiting);
  };
}

/**
 * Whether a part of a screen below its first screen renders yet: never on the server nor while hydrating, then
 * once its placeholder (`ref`'s element) comes near the viewport (NEAR_VIEWPORT_MARGIN) and it is `ready` (its
 * read has answered), in a transition, so React renders it in slices between frames; once rendered, it stays.
 * A page opened on a phone thus spends its first seconds on what is on the screen, not on sections nobody has
 * scrolled to. Nothing is lost to a keyboard or a printer: Tab renders every waiting part at once, before the
 * focus moves, so the next stop is the one the whole page would have (and so does printing). A screen reader's
 * reading cursor scrolls the placeholder into view, which renders it. The placeholder keeps the part's room
 * (its loading look) and its heading, so a reader moving by headings finds it.
 */
export function useRenderWhenNear(ref: RefObject<Element | null>, ready = true): boolean {
  const [shown, setShown] = useState(false);
  const near = useRef(false);
  const isReady = useRef(ready);

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    const show = () => setShown(true);
    if (typeof IntersectionObserver === 'undefined') {
      startTransition(show);
      return;
    }
    const stopWaiting = wait(show);
    const observer = new IntersectionObserver(
      (entries) => {
        near.current = entries.some((entry) => entry.isIntersecting);
        if (near.current && isReady.current) startTransition(show);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      stopWaiting();
    };
  }, [ref, shown]);

  // A part that came near before its read answered renders when it does.
  useEffect(() => {
    isReady.current = ready;
    if (!shown && ready && near.current) startTransition(() => setShown(true));
  }, [ready, shown]);

  return shown;
}
