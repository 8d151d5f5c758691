'use client';

import { styled } from 'styled-components';
import { ANIMATION } from '../theme/animations';

export const StyledSkeleton = styled.span`
  display: block;
  width: var(--skeleton-width, 100%);
  /* A placeholder as wide as what it stands for, but never wider than the room it has (a phone). */
  max-width: 100%;
  height: var(--skeleton-height, 1rem);
  border-radius: var(--skeleton-radius, var(--radius-md));
  background: var(--color-surface-muted);
  animation: ${ANIMATION.pulse} 2s ease-in-out infinite;
`;
