import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Switch } from '@channel-countdown/ui';
import { useApiClient, specMutationDefaults, specQueryDefaults } from '../../api';
import { readErrorText } from '../../shared';

const cadenceQueryKey = (channelId: number) => [paths.channelCadence(channelId)] as const;

/** GET and PATCH /api/channels/:id/cadence: whether each new upload restarts the channel's cycle. */
function useChannelCadence(channelId: number) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...specQueryDefaults,
    queryKey: cadenceQueryKey(channelId),
    queryFn: () => api.call('GET', paths.channelCadence, { params: { id: channelId } }),
  });
  const mutation = useMutation({
    ...specMutationDefaults,
    mutationFn: (restartOnUpload: boolean) =>
      api.call('PATCH', paths.channelCadence, { params: { id: channelId }, body: { restartOnUpload } }),
    onSuccess: (saved) => queryClient.setQueryData(cadenceQueryKey(channelId), saved),
  });
  return {
    restartOnUpload: mutation.isPending ? mutation.variables : query.data?.restartOnUpload,
    isLoading: query.isLoading,
    error: query.error ?? mutation.error,
    setRestartOnUpload: mutation.mutate,
  };
}

/**
 * The cycle history's switch: on, each new upload ends the cycle there and starts the next, of the same length
 * (a creator tracking their cadence); off, a cycle keeps its fixed length. Says so when it cannot be read or
 * saved.
 */
export function CadenceSwitch({ channelId }: { channelId: number }) {
  const { restartOnUpload, isLoading, error, setRestartOnUpload } = useChannelCadence(channelId);
  const { i18n } = useLingui();
  return (
    <div>
      <Switch
        isSelected={restartOnUpload ?? false}
        isDisabled={isLoading || restartOnUpload === undefined}
        onChange={setRestartOnUpload}
      >
        <Trans>Restart the cycle on each new upload</Trans>
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
