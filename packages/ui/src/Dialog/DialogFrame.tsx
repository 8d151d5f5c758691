'use client';

import type { ReactNode } from 'react';
import type { ModalOverlayProps } from 'react-aria-components';
import {
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Overlay,
  StyledDialog,
  StyledModal,
} from './Dialog.styles';

export interface DialogFrameProps extends Pick<
  ModalOverlayProps,
  'isOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled' | 'shouldCloseOnInteractOutside'
> {
  /** 'alertdialog' for a confirmation. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Heading, also the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title. @default undefined */
  description?: ReactNode;
  /** What follows the title: the body and the buttons. */
  children?: ReactNode;
}

/** The modal panel Dialog and AlertDialog share: overlay, panel, and the title with its description. */
export function DialogFrame({ role, title, description, children, ...overlay }: DialogFrameProps) {
  return (
    <Overlay {...overlay}>
      <StyledModal>
        <StyledDialog role={role}>
          <DialogHeader>
            <DialogTitle slot="title">{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          {children}
        </StyledDialog>
      </StyledModal>
    </Overlay>
  );
}
