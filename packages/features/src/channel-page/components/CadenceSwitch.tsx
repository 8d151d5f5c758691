'use client';

import { paths } from '@channel-countdown/contract';
import { Trans } from '@lingui/react/macro';
import { useApiClient } from '../../api';
import { ChannelFlagSwitch, useChannelFlag } from '../../shared';

/**
 * The cycle history's switch (GET and PATCH /api/channels/:id/cadence): on, each new upload ends the cycle
 * there and starts the next, of the same length (a creator tracking their cadence); off, a cycle keeps its
 * fixed length.
 */
export function CadenceSwitch({ channelId }: { channelId: number }) {
  const api = useApiClient();
  const flag = useChannelFlag({
    queryKey: [paths.channelCadence(channelId)],
    read: () => api.call('GET', paths.channelCadence, { params: { id: channelId } }),
    write: (restartOnUpload) =>
      api.call('PATCH', paths.channelCadence, { params: { id: channelId }, body: { restartOnUpload } }),
    pick: (answer) => answer.restartOnUpload,
  });
  return (
    <ChannelFlagSwitch flag={flag}>
      <Trans>Restart the cycle on each new upload</Trans>
    </ChannelFlagSwitch>
  );
}
