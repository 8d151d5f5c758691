'use client';

import type { LinkProps as AriaLinkProps } from 'react-aria-components';
import type { ButtonSize, ButtonVariant } from '../Button/Button.styles';
import { StyledLinkButton } from './LinkButton.styles';

export interface LinkButtonProps extends AriaLinkProps {
  /** Where the link goes; a client-side route when a react-aria RouterProvider is mounted. */
  href: string;
  /** Visual emphasis. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'md' */
  size?: ButtonSize;
}

/** A link that looks like a Button (navigation, not an action). */
export function LinkButton({ variant = 'primary', size = 'md', ...props }: LinkButtonProps) {
  return <StyledLinkButton {...props} $variant={variant} $size={size} />;
}
