'use client';

import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { SpinningIcon } from '../Spinner/Spinner.styles';
import { StyledButton } from './Button.styles';
import type { ButtonSize, ButtonVariant } from './Button.styles';
import { useThemeScopeCheck } from '../theme/ThemeProvider';

export interface ButtonProps extends AriaButtonProps {
  /** Visual emphasis. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'md' */
  size?: ButtonSize;
  /**
   * An action is running: the button shows a spinner and `pendingLabel` and cannot be pressed, but keeps its
   * focus (react-aria announces the change to screen readers). @default false
   */
  isPending?: boolean;
  /** Text shown while pending, e.g. 'Signing in...'. @default the button's children */
  pendingLabel?: string;
}

/** A react-aria button in the design system's look. */
export function Button({
  variant = 'primary',
  size = 'md',
  isPending = false,
  pendingLabel,
  children,
  ...props
}: ButtonProps) {
  useThemeScopeCheck('Button');
  return (
    // Pending is not disabled: a disabled button would drop its focus (to the page, or back through a dialog's
    // focus scope with a focus ring), so the user's place would depend on how fast the server answered.
    <StyledButton {...props} $variant={variant} $size={size} isPending={isPending}>
      {isPending ? (
        <>
          <SpinningIcon $size="sm" aria-hidden="true" />
          {pendingLabel ?? (typeof children === 'function' ? null : children)}
        </>
      ) : (
        children
      )}
    </StyledButton>
  );
}
