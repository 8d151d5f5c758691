'use client';

import { useSyncExternalStore } from 'react';
import { useServerRender } from '../shared';

/** SPEC §9: the mobile layout is used below 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;

/**
 * True while the viewport is narrower than 768 px; follows resizes. A server-rendered page hydrates with the
 * layout the server drew it in.
 */
export function useIsMobile(): boolean {
  const drawnForMobile = useServerRender()?.mobile ?? false;
  return useSyncExternalStore(subscribe, isMobileNow, () => drawnForMobile);
}
