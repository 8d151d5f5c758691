import type { QueryClient } from '@tanstack/react-query';
import { adminChannelsQueryKey } from './getAdminChannels';
import { adminNotesQueryKey } from './getAdminNotes';
import { adminStatsQueryKey } from './getAdminStats';
import { adminSystemQueryKey } from './getAdminSystem';
import { adminTimersQueryKey } from './getAdminTimers';
import { adminUsersQueryKey } from './getAdminUsers';

/** The header's Refresh: stats, the system's figures, users, channels, timers and notes (SPEC §4). */
export function refreshAdminData(queryClient: QueryClient) {
  return Promise.all(
    [
      adminStatsQueryKey,
      adminSystemQueryKey,
      adminUsersQueryKey,
      adminChannelsQueryKey,
      adminTimersQueryKey,
      adminNotesQueryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
