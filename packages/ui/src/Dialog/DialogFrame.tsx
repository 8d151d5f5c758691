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

/**
 * The modal panel Dialog and AlertDialog share: overlay, panel, and the title with its description.
 *
 * The page behind is made inert, and the focus moved into the panel, once the panel's entry animation (150 ms)
 * has ended rather than in the press that opened it (react-aria-components' `UNSTABLE_deferUntilEntered`): making
 * the page inert restyles every element of it, which on a phone held the panel's first frame back (bench:inp, 4×
 * CPU, 15 openings each: a card's notes 200 → 160 ms, the connect dialog 208 → 168 ms). Without animations (reduced
 * motion, tests) both happen at once, as before.
 */
export function DialogFrame({ role, title, description, children, ...overlay }: DialogFrameProps) {
  return (
    <Overlay {...overlay} UNSTABLE_deferUntilEntered>
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
