import { AlertDialog, useToast } from '@channel-countdown/ui';
import { useUnauthorizedRedirect } from '../../session';
import { useRemoveChannel } from '../api/manageChannel';
import { serverMessage } from '../rules/serverMessage';

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
  const handleUnauthorized = useUnauthorizedRedirect();
  const remove = useRemoveChannel();

  const onConfirm = () =>
    void remove.mutateAsync(channelId).then(
      () => {
        onOpenChange(false);
        toast({ title: 'Channel Removed', variant: 'success' });
      },
      (error: unknown) => {
        onOpenChange(false);
        if (!handleUnauthorized(error)) {
          toast({
            title: 'Failed to remove channel',
            description: serverMessage(error) ?? undefined,
            variant: 'destructive',
          });
        }
      },
    );

  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Remove Channel"
      description={
        <>
          Remove &quot;<bdi>{channelName}</bdi>&quot; from your dashboard? Its timers and notes are deleted.
          This action cannot be undone.
        </>
      }
      confirmLabel="Remove Channel"
      onConfirm={onConfirm}
      isPending={remove.isPending}
      pendingLabel="Removing..."
      tone="danger"
    />
  );
}
