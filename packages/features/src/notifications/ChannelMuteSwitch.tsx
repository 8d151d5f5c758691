'use client';

import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { Trans } from '@lingui/react/macro';
import { useApiClient } from '../api';
import { ChannelFlagSwitch, useChannelFlag } from '../shared';

/**
 * GET and PATCH /api/channels/:id/mute: whether the channel's reminders are silenced (the reminder choices'
 * `muted`, whose read it keeps in step).
 */
function useMuteFlag(channelId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useChannelFlag({
    queryKey: [paths.channelMute(channelId)],
    read: () => api.call('GET', paths.channelMute, { params: { id: channelId } }),
    write: (muted) => api.call('PATCH', paths.channelMute, { params: { id: channelId }, body: { muted } }),
    pick: (answer) => answer.muted,
    onSaved: () => void queryClient.invalidateQueries({ queryKey: [paths.channelReminders(channelId)] }),
  });
}

/** Whether the channel's reminders are silenced, and a way to change it. */
export function useChannelMute(channelId: number) {
  const { value, isLoading, error, set } = useMuteFlag(channelId);
  return { muted: value, isLoading, error, setMuted: set };
}

/**
 * The switch 'Mute reminders': a muted channel raises no reminders (no bell, toast, push, email or
 * destination); its countdown and restarts go on. The channel page offers it in its Reminders dialog, with the
 * choices of each medium.
 */
export function ChannelMuteSwitch({ channelId }: { channelId: number }) {
  return (
    <ChannelFlagSwitch flag={useMuteFlag(channelId)}>
      <Trans>Mute reminders</Trans>
    </ChannelFlagSwitch>
  );
}
