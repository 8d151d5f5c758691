'use client';

import { AlertDialog, useToast } from '@channel-countdown/ui';
import { useDeleteTimer } from '../api/deleteTimer';
import { Trans, useLingui } from '@lingui/react/macro';

export interface DeleteTimerDialogProps {
  channelName: string;
  /** The timer to delete; null once it is gone (SPEC §5: 'No timer found'). */
  timerId: number | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** SPEC §2 'Delete Timer' confirmation; the channel stays, without a timer. */
export function DeleteTimerDialog({ channelName, timerId, isOpen, onOpenChange }: DeleteTimerDialogProps) {
  const { toast } = useToast();
  const deleteTimer = useDeleteTimer();
  const { t } = useLingui();

  const onConfirm = () => {
    if (timerId === null) {
      onOpenChange(false);
      toast({ title: t`Failed to delete timer`, description: t`No timer found`, variant: 'destructive' });
      return;
    }
    void deleteTimer.mutateAsync(timerId).then(
      () => {
        onOpenChange(false);
        toast({ title: t`Timer Deleted`, variant: 'success' });
      },
      // The failure's toast (or the 401's sign-in) comes from the mutation's meta.
      () => onOpenChange(false),
    );
  };

  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Delete Timer`}
      description={
        <>
          {/* The name is the user's text: isolated, so a right-to-left override in it cannot reorder the rest. */}
          <Trans>
            Are you sure you want to delete the timer for &quot;<bdi>{channelName}</bdi>&quot;? This action
            cannot be undone.
          </Trans>
        </>
      }
      confirmLabel={t`Delete Timer`}
      onConfirm={onConfirm}
      isPending={deleteTimer.isPending}
      pendingLabel={t`Deleting...`}
      tone="danger"
    />
  );
}
