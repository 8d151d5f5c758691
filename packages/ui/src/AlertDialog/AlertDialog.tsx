'use client';

import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { DialogFooter } from '../Dialog/Dialog.styles';
import { DialogFrame } from '../Dialog/DialogFrame';
import { useUiStrings } from '../UiStrings/UiStrings';

export interface AlertDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called with false on Cancel or Escape. */
  onOpenChange: (isOpen: boolean) => void;
  /** The question, e.g. 'Delete channel?'. */
  title: string;
  /** What will happen. */
  description: ReactNode;
  /** Text of the confirming button. */
  confirmLabel: string;
  /** Text of the cancelling button. @default UiStrings' cancel ('Cancel') */
  cancelLabel?: string;
  /** Called on the confirming button; the caller closes the dialog when the action is done. */
  onConfirm: () => void;
  /** The action is running: the confirming button shows `pendingLabel` and neither button can be pressed. @default false */
  isPending?: boolean;
  /** Text of the confirming button while pending. @default confirmLabel */
  pendingLabel?: string;
  /** 'danger' paints the confirming button red for irreversible actions. @default 'danger' */
  tone?: 'danger' | 'default';
  /** Extra content between the description and the buttons (e.g. a confirmation field). @default undefined */
  children?: ReactNode;
}

/** A confirmation dialog (role alertdialog): a click outside does not close it; Escape and Cancel do. */
export function AlertDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel: ownCancelLabel,
  onConfirm,
  isPending = false,
  pendingLabel,
  tone = 'danger',
  children,
}: AlertDialogProps) {
  const strings = useUiStrings();
  const cancelLabel = ownCancelLabel ?? strings.cancel;
  return (
    <DialogFrame
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      title={title}
      description={description}
    >
      {children}
      <DialogFooter>
        <Button variant="outline" isDisabled={isPending} onPress={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button
          variant={tone === 'danger' ? 'destructive' : 'primary'}
          isPending={isPending}
          pendingLabel={pendingLabel}
          onPress={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </DialogFrame>
  );
}
