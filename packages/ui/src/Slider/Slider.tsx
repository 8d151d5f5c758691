'use client';

import type { SliderProps as AriaSliderProps } from 'react-aria-components';
import { FieldLabel } from '../Field/Field.styles';
import { Fill, Output, StyledSlider, Thumb, Track } from './Slider.styles';

export interface SliderProps extends Omit<AriaSliderProps<number>, 'children'> {
  /** Visible label, also the slider's accessible name. */
  label: string;
  /** Smallest value. @default 0 */
  minValue?: number;
  /** Largest value. @default 100 */
  maxValue?: number;
  /** Distance between values. @default 1 */
  step?: number;
}

/** A labelled single-value slider showing its value (arrow keys move it by one step). */
export function Slider({ label, ...props }: SliderProps) {
  return (
    <StyledSlider {...props}>
      <FieldLabel>{label}</FieldLabel>
      <Output />
      <Track>
        {({ state }) => (
          <>
            <Fill style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <Thumb />
          </>
        )}
      </Track>
    </StyledSlider>
  );
}
