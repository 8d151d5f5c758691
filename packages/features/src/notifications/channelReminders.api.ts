'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths, type ChannelReminderChoices } from '@channel-countdown/contract';
import { specMutationDefaults, specQueryDefaults, useApiClient } from '../api';

const remindersQueryKey = (channelId: number) => [paths.channelReminders(channelId)] as const;
const muteQueryKey = (channelId: number) => [paths.channelMute(channelId)] as const;

/**
 * GET and PUT /api/channels/:id/reminders: which of the channel's events reach which media. Each change is
 * shown at once and saved whole; a refused save puts the choices back and says why.
 */
export function useChannelReminders(channelId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = remindersQueryKey(channelId);
  const query = useQuery({
    ...specQueryDefaults,
    queryKey: key,
    queryFn: () => api.call('GET', paths.channelReminders, { params: { id: channelId } }),
  });
  const mutation = useMutation({
    ...specMutationDefaults,
    mutationFn: (choices: ChannelReminderChoices) =>
      api.call('PUT', paths.channelReminders, { params: { id: channelId }, body: choices }),
    onMutate: async (choices) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ChannelReminderChoices>(key);
      queryClient.setQueryData(key, choices);
      return { before };
    },
    onError: (_error, _choices, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      // The mute is the choices' whole-channel switch: its own read says the same.
      queryClient.setQueryData(muteQueryKey(channelId), { muted: saved.muted });
    },
  });
  return {
    choices: query.data,
    isLoading: query.isLoading,
    /** The choices could not be read. */
    readError: query.error,
    /** The last change could not be saved (it was put back). */
    saveError: mutation.error,
    save: (choices: ChannelReminderChoices) => mutation.mutate(choices),
  };
}
