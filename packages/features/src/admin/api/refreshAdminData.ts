import type { QueryClient } from '@tanstack/react-query';
import { adminChannelsQueryKey } from './getAdminChannels';
import { adminNotesQueryKey } from './getAdminNotes';
import { adminStatsQueryKey } from './getAdminStats';
import { adminTimersQueryKey } from './getAdminTimers';
import { adminUsersQueryKey } from './getAdminUsers';

/** The header's Refresh: stats, users, channels, timers and notes (SPEC §4). */
export function refreshAdminData(queryClient: QueryClient) {
  return Promise.all(
    [
      adminStatsQueryKey,
      adminUsersQueryKey,
      adminChannelsQueryKey,
      adminTimersQueryKey,
      adminNotesQueryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
