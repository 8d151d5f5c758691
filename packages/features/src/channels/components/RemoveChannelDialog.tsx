'use client';

import { AlertDialog, useToast } from '@channel-countdown/ui';
import { useRemoveChannel } from '../api/manageChannel';
import { Trans, useLingui } from '@lingui/react/macro';

export interface RemoveChannelDialogProps {
  channelId: number;
  channelName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Remove a channel (issue 19): a confirmation naming it; its cycles and notes go with it. */
export function RemoveChannelDialog({
  channelId,
  channelName,
  isOpen,
  onOpenChange,
}: RemoveChannelDialogProps) {
  const { toast } = useToast();
  const remove = useRemoveChannel();
  const { t } = useLingui();

  const onConfirm = () =>
    void remove.mutateAsync(channelId).then(
      () => {
        onOpenChange(false);
        toast({ title: t`Channel Removed`, variant: 'success' });
      },
      // The failure's toast (or the 401's sign-in) comes from the mutation's meta.
      () => onOpenChange(false),
    );

  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Remove Channel`}
      description={
        <>
          <Trans>
            Remove &quot;<bdi>{channelName}</bdi>&quot; from your dashboard? Its timers and notes are deleted.
            This action cannot be undone.
          </Trans>
        </>
      }
      confirmLabel={t`Remove Channel`}
      onConfirm={onConfirm}
      isPending={remove.isPending}
      pendingLabel={t`Removing...`}
      tone="danger"
    />
  );
}
