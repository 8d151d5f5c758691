'use client';

import { useState } from 'react';
import { Bell, BellOff } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@channel-countdown/ui';
import { lazyOverlay } from '../shared';
import { useChannelReminders } from './channelReminders.api';
import type { ChannelRemindersDialogProps } from './ChannelRemindersDialog';

export { useChannelReminders };

// The dialog's code (react-aria's dialog and check boxes) is fetched after the channel page renders.
const ChannelRemindersDialog = lazyOverlay<ChannelRemindersDialogProps>(() =>
  import('./ChannelRemindersDialog').then((module) => module.ChannelRemindersDialog),
);

/**
 * The channel page's bell: opens the channel's reminder choices (which events reach the app, push, email and
 * each destination, or none: muted). Shows a struck-out bell while the channel is muted.
 */
export function ChannelRemindersButton({
  channelId,
  channelName,
}: {
  channelId: number;
  channelName: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const { choices } = useChannelReminders(channelId);
  const muted = choices?.muted ?? false;
  return (
    <>
      <Button variant="outline" onPress={() => setOpen(true)} aria-haspopup="dialog">
        {muted ? <BellOff size={16} aria-hidden="true" /> : <Bell size={16} aria-hidden="true" />}
        {muted ? <Trans>Muted</Trans> : <Trans>Reminders</Trans>}
      </Button>
      <ChannelRemindersDialog
        channelId={channelId}
        channelName={channelName}
        isOpen={isOpen}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
