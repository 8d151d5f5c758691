'use client';

import type { ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles';
import { StyledIconButton } from './IconButton.styles';
import { useThemeScopeCheck } from '../theme/ThemeProvider';

export interface IconButtonProps extends Omit<AriaButtonProps, 'aria-label' | 'children'> {
  /** The button's accessible name: an icon alone says nothing to a screen reader, so it is required. */
  'aria-label': string;
  /** The icon to show (a lucide-react element). @default undefined */
  icon?: ReactNode;
  /** Alternative to `icon`. @default undefined */
  children?: ReactNode;
  /** Visual emphasis. @default 'ghost' */
  variant?: ButtonVariant;
  /** Square size. @default 'md' */
  size?: ButtonSize;
}

/** A square button holding only an icon, named by its required `aria-label`. */
export function IconButton({ icon, children, variant = 'ghost', size = 'md', ...props }: IconButtonProps) {
  useThemeScopeCheck('IconButton');
  return (
    <StyledIconButton {...props} $variant={variant} $size={size}>
      {icon ?? children}
    </StyledIconButton>
  );
}
