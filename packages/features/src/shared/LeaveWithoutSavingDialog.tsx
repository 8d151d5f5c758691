'use client';

import { useLingui } from '@lingui/react/macro';
import { AlertDialog } from '@channel-countdown/ui';

export interface LeaveWithoutSavingDialogProps {
  isOpen: boolean;
  /** Stay: the dialog closes and the page keeps its changes. */
  onStay: () => void;
  onLeave: () => void;
}

/** The question UnsavedChangesProvider asks before a link leaves changes that are not saved behind. */
export function LeaveWithoutSavingDialog({ isOpen, onStay, onLeave }: LeaveWithoutSavingDialogProps) {
  const { t } = useLingui();
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={t`Leave without saving?`}
      description={t`You have changes that are not saved yet. If you leave this page now, they are lost.`}
      cancelLabel={t`Stay on this page`}
      confirmLabel={t`Leave without saving`}
      onConfirm={onLeave}
    />
  );
}
