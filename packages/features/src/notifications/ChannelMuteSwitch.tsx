import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Switch } from '@channel-countdown/ui';
import { useApiClient, specMutationDefaults, specQueryDefaults } from '../api';
import { readErrorText } from '../shared';

const muteQueryKey = (channelId: number) => [paths.channelMute(channelId)] as const;

/** GET and PATCH /api/channels/:id/mute: whether the channel's reminders are silenced. */
export function useChannelMute(channelId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...specQueryDefaults,
    queryKey: muteQueryKey(channelId),
    queryFn: () => api.call('GET', paths.channelMute, { params: { id: channelId } }),
  });
  const mutation = useMutation({
    ...specMutationDefaults,
    mutationFn: (muted: boolean) =>
      api.call('PATCH', paths.channelMute, { params: { id: channelId }, body: { muted } }),
    onSuccess: (saved) => queryClient.setQueryData(muteQueryKey(channelId), saved),
  });
  return {
    muted: mutation.isPending ? mutation.variables : query.data?.muted,
    isLoading: query.isLoading,
    error: query.error ?? mutation.error,
    setMuted: mutation.mutate,
  };
}

/**
 * The channel page's switch 'Mute reminders': a muted channel raises no reminders (no bell, toast, push or
 * email); its countdown and restarts go on. Says so when it cannot be read or saved.
 */
export function ChannelMuteSwitch({ channelId }: { channelId: number }) {
  const { muted, isLoading, error, setMuted } = useChannelMute(channelId);
  const { i18n } = useLingui();
  return (
    <div>
      <Switch isSelected={muted ?? false} isDisabled={isLoading || muted === undefined} onChange={setMuted}>
        <Trans>Mute reminders</Trans>
      </Switch>
      {error && (
        <p
          role="alert"
          style={{ margin: 'var(--space-1) 0 0', fontSize: '0.8125rem', color: 'var(--color-danger)' }}
        >
          {readErrorText(error, i18n)}
        </p>
      )}
    </div>
  );
}
