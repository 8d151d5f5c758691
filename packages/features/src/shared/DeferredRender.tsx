'use client';

import { useDeferredValue, type ReactNode } from 'react';

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
