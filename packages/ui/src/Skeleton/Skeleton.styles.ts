'use client';

import { styled, keyframes } from 'styled-components';

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const StyledSkeleton = styled.span`
  display: block;
  width: var(--skeleton-width, 100%);
  height: var(--skeleton-height, 1rem);
  border-radius: var(--skeleton-radius, var(--radius-md));
  background: var(--color-surface-muted);
  animation: ${pulse} 2s ease-in-out infinite;
`;
