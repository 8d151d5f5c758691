'use client';

import { styled, css } from 'styled-components';

/** A step of the spacing scale: `--space-1` (0.25rem) to `--space-8` (2.5rem); 0 for none. */
export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type Justify = 'start' | 'center' | 'end' | 'between';

const space = (step: Space) => (step === 0 ? '0' : `var(--space-${step})`);
const flexValue = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
  between: 'space-between',
};

// Each prop writes its declaration only when given, so a primitive with no props adds nothing a screen's own
// block did not have (swapping one for the other keeps the pixels).
export const StackRoot = styled.div<{ $gap?: Space; $align?: Align }>`
  display: flex;
  flex-direction: column;
  ${({ $gap }) =>
    $gap !== undefined &&
    css`
      gap: ${space($gap)};
    `}
  ${({ $align }) =>
    $align &&
    css`
      align-items: ${flexValue[$align]};
    `}
`;

export const InlineRoot = styled.div<{ $gap?: Space; $align?: Align; $justify?: Justify; $wrap: boolean }>`
  display: flex;
  ${({ $wrap }) => $wrap && 'flex-wrap: wrap;'}
  ${({ $align }) =>
    $align &&
    css`
      align-items: ${flexValue[$align]};
    `}
  ${({ $justify }) =>
    $justify &&
    css`
      justify-content: ${flexValue[$justify]};
    `}
  ${({ $gap }) =>
    $gap !== undefined &&
    css`
      gap: ${space($gap)};
    `}
`;

export const GridRoot = styled.div<{ $gap?: Space; $columns: string }>`
  display: grid;
  grid-template-columns: ${({ $columns }) => $columns};
  ${({ $gap }) =>
    $gap !== undefined &&
    css`
      gap: ${space($gap)};
    `}
`;

export type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';
export type TextTone = 'default' | 'muted';
export type TextWeight = 400 | 500 | 600 | 700;

export const TextRoot = styled.p<{ $size?: TextSize; $tone?: TextTone; $weight?: TextWeight }>`
  margin: 0;
  ${({ $size }) =>
    $size &&
    css`
      font-size: var(--font-size-${$size});
    `}
  ${({ $weight }) =>
    $weight &&
    css`
      font-weight: ${$weight};
    `}
  ${({ $tone }) => $tone === 'muted' && 'color: var(--color-text-muted);'}
`;
