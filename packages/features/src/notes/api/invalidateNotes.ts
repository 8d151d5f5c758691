import type { QueryClient } from '@tanstack/react-query';
import { invalidateChannelData } from '../../shared';
import { notesQueryKey } from './getNotes';

/**
 * SPEC §7: a note change refetches the notes and, like every mutation, the channel list (whose cards show
 * the note previews and counts), the stats and the active timers.
 */
export function invalidateNotes(queryClient: QueryClient, channelId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: notesQueryKey(channelId) }),
    invalidateChannelData(queryClient),
  ]);
}
