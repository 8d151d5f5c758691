'use client';

import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Settings } from '@channel-countdown/contract';
import { useSetTheme } from '@channel-countdown/ui';
import { settingsQueryKey, useSaveSettings } from './api/settings';

type Theme = Settings['appearance']['theme'];

/**
 * Choosing the theme (the menus' switch, Settings › Appearance): shown at once, and saved as the account's
 * appearance setting (the settings the shell already loaded, with the new theme; the cached settings say so
 * at once), so every screen and every device follows it. Saving is best effort: the switch has already
 * happened here when the server is away.
 */
export function useChooseTheme(): (theme: Theme) => void {
  const setTheme = useSetTheme();
  const queryClient = useQueryClient();
  const { mutate } = useSaveSettings();
  return useCallback(
    (theme: Theme) => {
      setTheme(theme);
      const saved = queryClient.getQueryData<Settings>(settingsQueryKey);
      if (!saved || saved.appearance.theme === theme) return;
      const chosen = { ...saved, appearance: { ...saved.appearance, theme } };
      queryClient.setQueryData(settingsQueryKey, chosen);
      mutate(chosen);
    },
    [mutate, queryClient, setTheme],
  );
}
