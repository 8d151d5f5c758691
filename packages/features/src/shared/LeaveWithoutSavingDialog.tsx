import { AlertDialog } from '@channel-countdown/ui';

export interface LeaveWithoutSavingDialogProps {
  isOpen: boolean;
  /** Stay: the dialog closes and the page keeps its changes. */
  onStay: () => void;
  onLeave: () => void;
}

/** The question UnsavedChangesProvider asks before a link leaves changes that are not saved behind. */
export function LeaveWithoutSavingDialog({ isOpen, onStay, onLeave }: LeaveWithoutSavingDialogProps) {
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title="Leave without saving?"
      description="You have changes that are not saved yet. If you leave this page now, they are lost."
      cancelLabel="Stay on this page"
      confirmLabel="Leave without saving"
      onConfirm={onLeave}
    />
  );
}
