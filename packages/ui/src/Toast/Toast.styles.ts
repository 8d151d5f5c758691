'use client';

import { styled, css } from 'styled-components';
import { ANIMATION } from '../theme/animations';
import type { ToastVariant } from './toastQueue';

/*
 * On a phone the bottom of the screen holds the controls a toast speaks of (the floating add button, a sheet's
 * or a dialog's buttons), and a toast as wide as the screen there would cover them: below 768 px toasts show at
 * the top instead, clear of the notch. From 768 px they sit in the bottom right corner, beside the page.
 */
export const ToastViewport = styled.section`
  position: fixed;
  top: 0;
  inset-inline-end: 0;
  z-index: var(--z-toast);
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  width: 100%;
  padding: var(--space-4);
  padding-top: calc(var(--space-4) + env(safe-area-inset-top, 0px));
  /* physical: the screen's safe areas are its left and right, whichever way the page reads */
  padding-right: calc(var(--space-4) + env(safe-area-inset-right, 0px));
  padding-left: calc(var(--space-4) + env(safe-area-inset-left, 0px));
  outline: none;
  /* The empty corner must not swallow clicks on the page below. */
  pointer-events: none;

  @media (min-width: 768px) {
    top: auto;
    bottom: 0;
    max-width: 420px;
    padding-top: var(--space-4);
    padding-bottom: calc(var(--space-4) + env(safe-area-inset-bottom, 0px));
  }
`;

const variants = {
  default: css`
    --toast-bg: var(--color-surface);
    --toast-fg: var(--color-text);
    --toast-border: var(--color-border);
  `,
  success: css`
    --toast-bg: var(--color-success-subtle);
    --toast-fg: var(--color-success-text);
    --toast-border: var(--color-success);
  `,
  destructive: css`
    --toast-bg: var(--color-danger-subtle);
    --toast-fg: var(--color-danger-text);
    --toast-border: var(--color-danger);
  `,
} satisfies Record<ToastVariant, unknown>;

export const ToastRoot = styled.div<{ $variant: ToastVariant }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--toast-border);
  border-radius: var(--radius-md);
  background: var(--toast-bg);
  color: var(--toast-fg);
  box-shadow: var(--shadow-md);
  touch-action: pan-y;
  transform: translateX(var(--swipe-x, 0));
  /* In from the page's inline end: the right, or the left in a right-to-left page. */
  --slide-from: calc(100% + var(--space-4));
  animation: ${ANIMATION.slideIn} 150ms ease-out;
  &:dir(rtl) {
    --slide-from: calc(-100% - var(--space-4));
  }

  &[data-swiping] {
    transition: none;
    user-select: none;
  }
  &:not([data-swiping]) {
    transition: transform 200ms ease-out;
  }

  ${({ $variant }) => variants[$variant]}
`;

export const ToastText = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  min-width: 0;
`;

export const ToastTitle = styled.p`
  font-size: var(--font-size-sm);
  font-weight: 600;
`;

export const ToastDescription = styled.p`
  font-size: var(--font-size-sm);
  opacity: 0.9;
`;

export const ToastClose = styled.div`
  margin: calc(-1 * var(--space-2)) calc(-1 * var(--space-2)) 0 0;

  & button {
    --button-fg: var(--toast-fg);
  }
`;
