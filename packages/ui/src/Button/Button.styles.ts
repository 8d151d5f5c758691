'use client';

import { styled, css } from 'styled-components';
import { Button as AriaButton } from 'react-aria-components';
import { focusRing } from '../shared/styles';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

// Each variant only maps onto local variables; the shared block below reads them.
const variants = {
  primary: css`
    --button-bg: var(--color-primary);
    --button-fg: var(--color-primary-contrast);
    --button-border: var(--color-primary);
    --button-bg-hover: color-mix(in srgb, var(--color-primary) 88%, var(--color-text));
  `,
  secondary: css`
    --button-bg: var(--color-surface-muted);
    --button-fg: var(--color-text);
    --button-border: var(--color-surface-muted);
    --button-bg-hover: var(--color-border);
  `,
  outline: css`
    --button-bg: var(--color-surface);
    --button-fg: var(--color-text);
    --button-border: var(--color-border);
    --button-bg-hover: var(--color-surface-muted);
  `,
  ghost: css`
    --button-bg: transparent;
    --button-fg: var(--color-text);
    --button-border: transparent;
    --button-bg-hover: var(--color-surface-muted);
  `,
  destructive: css`
    --button-bg: var(--color-danger);
    --button-fg: var(--color-danger-contrast);
    --button-border: var(--color-danger);
    --button-bg-hover: color-mix(in srgb, var(--color-danger) 88%, var(--color-text));
  `,
} satisfies Record<ButtonVariant, unknown>;

const sizes = {
  sm: css`
    --button-height: 2rem;
    --button-padding: var(--space-3);
    font-size: var(--font-size-sm);
  `,
  md: css`
    --button-height: 2.5rem;
    --button-padding: var(--space-4);
    font-size: var(--font-size-sm);
  `,
  lg: css`
    --button-height: 2.75rem;
    --button-padding: var(--space-6);
    font-size: var(--font-size-md);
  `,
} satisfies Record<ButtonSize, unknown>;

/** The look shared by Button, LinkButton and IconButton; states come from react-aria's data attributes. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  height: var(--button-height);
  padding: 0 var(--button-padding);
  border: 1px solid var(--button-border);
  border-radius: var(--radius-md);
  background: var(--button-bg);
  color: var(--button-fg);
  font-family: inherit;
  font-weight: 500;
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color var(--duration-fast),
    transform var(--duration-fast);

  & svg {
    width: 1em;
    height: 1em;
    flex: none;
  }

  /* The ring follows react-aria's focus-visible, which knows a pressed button from a keyboard focus; the
     browser's own outline would also ring a button focused by a press right after typing in a field. */
  outline: none;

  &[data-hovered] {
    background: var(--button-bg-hover);
  }
  &[data-pressed] {
    transform: translateY(1px);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  /* Pending looks like disabled; only the cursor tells the two apart. */
  &[data-pending],
  &[data-disabled] {
    opacity: 0.6;
    transform: none;
  }
  &[data-pending] {
    cursor: progress;
  }
  &[data-disabled] {
    cursor: not-allowed;
  }

  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
`;

export const StyledButton = styled(AriaButton)<ButtonStyleProps>`
  ${buttonStyles}
`;
