'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, paths, type Settings } from '@channel-countdown/contract';
import { useApiClient, specMutationDefaults, specQueryDefaults, type ApiClient } from '../../api';
import { settingsQueryKey } from '../../shared';
import { useAuth } from '../../session';

/** GET /api/settings: the signed-in user's settings, the same on every device (the defaults until saved). */
// The key is shared with the domains that invalidate this read (shared/queryKeys.ts).
export { settingsQueryKey };

export function settingsQueryOptions(api: ApiClient) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: settingsQueryKey,
    queryFn: () => api.call('GET', paths.settings),
    // They change only when this user saves them, which updates the cache at once.
    staleTime: Infinity,
  });
}

/** The settings query; asked only for a signed-in user. */
export function useSettings() {
  const { user } = useAuth();
  return useQuery({ ...settingsQueryOptions(useApiClient()), enabled: Boolean(user) });
}

/**
 * The saved settings for screens that only follow them (a new cycle's length, reminders): the defaults
 * while they load or when they cannot be read, so such a screen never waits for them.
 */
export function useSavedSettings(): Settings {
  return useSettings().data ?? DEFAULT_SETTINGS;
}

/** PUT /api/settings with the whole object; the answer (what the server stored) becomes the cache. */
export function useSaveSettings() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (settings: Settings) => api.call('PUT', paths.settings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  });
}
