'use client';

import { useEffect } from 'react';
import { useSetTheme } from '@channel-countdown/ui';
import { useSettings } from './api/settings';

/**
 * Applies the saved appearance once the server has answered, on every device: browser storage still
 * paints the first frame (the theme provider reads it), then the account's choice wins. Only a change of
 * the saved value applies it again, so the Appearance tab's unsaved preview is left alone.
 */
export function useSavedTheme(): void {
  const saved = useSettings().data?.appearance.theme;
  const setTheme = useSetTheme();
  useEffect(() => {
    if (saved) setTheme(saved);
  }, [saved, setTheme]);
}
