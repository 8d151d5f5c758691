'use client';

import { FieldLabel } from '../Field/Field.styles';
import { ProgressFill, ProgressTrack, ProgressValue, StyledProgress } from './Progress.styles';

export interface ProgressProps {
  /** Current amount, between 0 and `max`. */
  value: number;
  /** The amount that means complete. @default 100 */
  max?: number;
  /** Visible label, also the bar's accessible name. */
  label: string;
  /** Show the percentage beside the label. @default true */
  showValue?: boolean;
}

/** A determinate progress bar with its label and percentage. */
export function Progress({ value, max = 100, label, showValue = true }: ProgressProps) {
  return (
    <StyledProgress value={value} minValue={0} maxValue={max}>
      {({ percentage, valueText }) => (
        <>
          <FieldLabel>{label}</FieldLabel>
          {showValue ? <ProgressValue>{valueText}</ProgressValue> : <span />}
          <ProgressTrack>
            <ProgressFill style={{ width: `${percentage ?? 0}%` }} />
          </ProgressTrack>
        </>
      )}
    </StyledProgress>
  );
}
