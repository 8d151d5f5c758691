'use client';

import { createContext, useContext, type ReactNode } from 'react';

/**
 * The two navigations that leave the single-page app (SPEC §4): a full page load after login or
 * register, and a reload after Google sign-in. Behind a context so a story or a test can observe them
 * instead of navigating its own frame away.
 */
export interface FullPageNavigation {
  /** Load `url` as a new document (window.location.assign). */
  assign(url: string): void;
  /** Reload the current document (window.location.reload). */
  reload(): void;
}

export const browserNavigation: FullPageNavigation = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

const FullPageNavigationContext = createContext<FullPageNavigation>(browserNavigation);

export function FullPageNavigationProvider({
  navigation,
  children,
}: {
  navigation: FullPageNavigation;
  children: ReactNode;
}) {
  return (
    <FullPageNavigationContext.Provider value={navigation}>{children}</FullPageNavigationContext.Provider>
  );
}

/** window.location by default; whatever a FullPageNavigationProvider above gives otherwise. */
export function useFullPageNavigation(): FullPageNavigation {
  return useContext(FullPageNavigationContext);
}
