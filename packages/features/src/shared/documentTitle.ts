import { useEffect } from 'react';

export const APP_NAME = 'Channel Countdown';

/** The browser tab's text for a screen: 'Active Timers · Channel Countdown'. */
export function documentTitle(screen?: string): string {
  return screen ? `${screen} · ${APP_NAME}` : APP_NAME;
}

/** Names the screen in the document title while it is shown (every route sets its own). */
export function useDocumentTitle(screen: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
