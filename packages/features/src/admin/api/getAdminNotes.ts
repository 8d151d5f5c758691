import { paths } from '@channel-countdown/contract';
import { ACTIVITY_LIST_SIZE } from '../rules';
import { useAdminList } from './adminList';
import type { AdminQueryFlags } from './getAdminStats';

/** GET /api/admin/notes: the newest notes with their channel and author; the Activity tab shows the first 10. */
export const adminNotesQueryKey = [paths.adminNotes] as const;

export function useAdminNotes(flags: AdminQueryFlags) {
  return useAdminList(paths.adminNotes, { limit: ACTIVITY_LIST_SIZE }, flags);
}
