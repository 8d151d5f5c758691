'use client';

import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from '../Tooltip/Tooltip';
import { useUiStrings } from '../UiStrings/UiStrings';
import { CloseSlot, DialogFooter } from './Dialog.styles';
import { DialogFrame } from './DialogFrame';
import { useThemeScopeCheck } from '../theme/ThemeProvider';

export interface DialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called with false when the user closes it (Escape, close button, click outside). */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading, also the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title. @default undefined */
  description?: ReactNode;
  /** The body. */
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. @default undefined */
  footer?: ReactNode;
  /** Whether a click outside closes it. @default true */
  isDismissable?: boolean;
}

/** A modal dialog: focus is trapped inside, Escape closes it, focus returns to the trigger. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  isDismissable = true,
}: DialogProps) {
  useThemeScopeCheck('Dialog');
  const close = () => onOpenChange(false);
  const strings = useUiStrings();
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      // A press in a toast (its 'Undo', its close button) does not close the dialog.
      shouldCloseOnInteractOutside={(element) => !element.closest('[data-react-aria-top-layer]')}
      title={title}
      description={description}
    >
      {children}
      {footer && <DialogFooter>{footer}</DialogFooter>}
      <CloseSlot>
        <Tooltip content={strings.close}>
          <IconButton size="sm" aria-label={strings.close} icon={<X aria-hidden="true" />} onPress={close} />
        </Tooltip>
      </CloseSlot>
    </DialogFrame>
  );
}
