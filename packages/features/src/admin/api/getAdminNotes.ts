import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths, type AdminNote } from '@channel-countdown/contract';
import { useApiClient, type ApiClient } from '../../api';
import type { AdminQueryFlags } from './getAdminStats';

/** GET /api/admin/notes: every note with its channel name and author. */
export const adminNotesQueryKey = [paths.adminNotes] as const;

export function adminNotesQueryOptions(api: ApiClient, { enabled }: AdminQueryFlags) {
  return queryOptions({
    queryKey: adminNotesQueryKey,
    queryFn: () => api.get<AdminNote[]>(paths.adminNotes),
    enabled,
  });
}

export function useAdminNotes(flags: AdminQueryFlags) {
  return useQuery(adminNotesQueryOptions(useApiClient(), flags));
}
