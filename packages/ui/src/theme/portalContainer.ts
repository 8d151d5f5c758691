'use client';

import { createContext, useContext } from 'react';

// A module of its own so the lazily loaded Tooltip entry does not pull in the ThemeProvider.
export const PortalContainerContext = createContext<HTMLElement | null>(null);

/**
 * The element overlays are portalled into (themed like the ThemeProvider's wrapper); null outside a
 * ThemeProvider and before it has mounted.
 */
export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}
