'use client';

import { styled } from 'styled-components';
import { Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { focusRing } from '../shared/styles';

export const StyledSlider = styled(Slider<number>)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--space-2);
  width: 100%;
`;

export const SliderHeader = styled.div`
  display: contents;
`;

export const Output = styled(SliderOutput)`
  font-size: var(--font-size-sm);
  font-variant-numeric: tabular-nums;
  color: var(--color-text-muted);
`;

export const Track = styled(SliderTrack)`
  grid-column: 1 / -1;
  position: relative;
  height: 1.5rem;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    top: 50%;
    inset-inline: 0;
    height: 0.375rem;
    transform: translateY(-50%);
    border-radius: var(--radius-full);
    background: var(--color-surface-muted);
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Fill = styled.div`
  position: absolute;
  top: 50%;
  inset-inline-start: 0;
  height: 0.375rem;
  transform: translateY(-50%);
  border-radius: var(--radius-full);
  background: var(--color-primary);
`;

export const Thumb = styled(SliderThumb)`
  top: 50%;
  width: 1.25rem;
  height: 1.25rem;
  border: 2px solid var(--color-primary);
  border-radius: var(--radius-full);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);

  &[data-dragging] {
    background: var(--color-primary);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;
