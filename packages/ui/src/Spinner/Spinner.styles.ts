'use client';

import { styled, css } from 'styled-components';
import { LoaderCircle } from 'lucide-react';
import { visuallyHidden } from '../shared/styles';
import { ANIMATION } from '../theme/animations';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizes = {
  sm: css`
    width: 1rem;
    height: 1rem;
  `,
  md: css`
    width: 1.5rem;
    height: 1.5rem;
  `,
  lg: css`
    width: 2.5rem;
    height: 2.5rem;
  `,
} satisfies Record<SpinnerSize, unknown>;

/** The turning icon, also used inside pending buttons. */
export const SpinningIcon = styled(LoaderCircle)<{ $size: SpinnerSize }>`
  flex: none;
  animation: ${ANIMATION.spin} 0.8s linear infinite;
  ${({ $size }) => sizes[$size]}
`;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  color: var(--color-primary);
`;

export const HiddenLabel = styled.span`
  ${visuallyHidden}
`;
