'use client';

import { HiddenLabel, SpinnerRoot, SpinningIcon } from './Spinner.styles';
import type { SpinnerSize } from './Spinner.styles';
import { useUiStrings } from '../UiStrings/UiStrings';

export interface SpinnerProps {
  /** Diameter of the spinner. @default 'md' */
  size?: SpinnerSize;
  /** What is loading, announced to screen readers. @default UiStrings' loading ('Loading') */
  label?: string;
  /** Extra class for layout. @default undefined */
  className?: string;
}

/** An indeterminate loading indicator with an accessible label. */
export function Spinner({ size = 'md', label: ownLabel, className }: SpinnerProps) {
  const strings = useUiStrings();
  const label = ownLabel ?? strings.loading;
  return (
    <SpinnerRoot role="status" aria-label={label} className={className}>
      <SpinningIcon $size={size} aria-hidden="true" />
      <HiddenLabel>{label}</HiddenLabel>
    </SpinnerRoot>
  );
}
