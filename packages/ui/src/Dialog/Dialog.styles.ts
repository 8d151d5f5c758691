'use client';

import { styled } from 'styled-components';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ANIMATION } from '../theme/animations';

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: var(--z-overlay);
  display: grid;
  place-items: center;
  padding: var(--space-4);
  background: var(--color-overlay);

  &[data-entering] {
    animation: ${ANIMATION.fadeIn} 150ms ease-out;
  }
`;

export const StyledModal = styled(Modal)`
  width: 100%;
  max-width: 32rem;
  max-height: calc(100vh - 2rem);
  overflow: auto;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-md);

  &[data-entering] {
    animation: ${ANIMATION.zoomIn} 150ms ease-out;
  }
`;

export const StyledDialog = styled(Dialog)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  padding: var(--space-6);
  outline: none;
`;

export const DialogHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding-inline-end: var(--space-7);
`;

export const DialogTitle = styled(Heading)`
  font-size: var(--font-size-lg);
  font-weight: 600;
  line-height: 1.3;
`;

// A div, not a p: a description may hold paragraphs and lists of its own (the admin's Delete User Account).
export const DialogDescription = styled.div`
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

/** A dialog's row of buttons, at the end of the line (Dialog's `footer` prop puts its content in one). */
export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
`;

export const CloseSlot = styled.div`
  position: absolute;
  top: var(--space-3);
  inset-inline-end: var(--space-3);
`;
