'use client';

import { createContext, useContext, useEffect } from 'react';

export const APP_NAME = 'Channel Countdown';

/** The browser tab's text for a screen: 'Active Timers · Channel Countdown'. */
export function documentTitle(screen?: string): string {
  return screen ? `${screen} · ${APP_NAME}` : APP_NAME;
}

/**
 * What the screens do with the document title: `documentTitle` (the default) sets 'Screen · Channel Countdown';
 * another function sets what it returns for the screen's name (undefined: the app's own page); `false`
 * leaves the title to the host.
 */
export type DocumentTitlePolicy = false | ((screen: string | undefined) => string);

const DocumentTitleContext = createContext<DocumentTitlePolicy>(documentTitle);

/** Gives the screens below it the host's document-title policy. AppProviders renders it with `documentTitle`. */
export const DocumentTitleProvider = DocumentTitleContext.Provider;

/** Names the screen in the document title while it is shown (every route sets its own), unless the host says not. */
export function useDocumentTitle(screen: string | undefined): void {
  const policy = useContext(DocumentTitleContext);
  useEffect(() => {
    if (policy) document.title = policy(screen);
  }, [policy, screen]);
}
