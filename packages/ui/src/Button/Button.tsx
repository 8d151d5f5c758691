import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { SpinningIcon } from '../Spinner/Spinner.styles';
import { StyledButton } from './Button.styles';
import type { ButtonSize, ButtonVariant } from './Button.styles';

export interface ButtonProps extends AriaButtonProps {
  /** Visual emphasis. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and padding. @default 'md' */
  size?: ButtonSize;
  /** An action is running: the button shows a spinner and `pendingLabel`, and cannot be pressed. @default false */
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
  isDisabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <StyledButton
      {...props}
      $variant={variant}
      $size={size}
      // Pending is also disabled, so a second submit cannot start while the first runs.
      isDisabled={isDisabled || isPending}
      data-pending={isPending || undefined}
    >
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
