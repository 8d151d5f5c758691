'use client';

import { styled } from 'styled-components';
import { ProgressBar } from 'react-aria-components';

export const StyledProgress = styled(ProgressBar)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--space-2);
  width: 100%;
  font-size: var(--font-size-sm);
`;

export const ProgressValue = styled.span`
  color: var(--color-text-muted);
  font-variant-numeric: tabular-nums;
`;

export const ProgressTrack = styled.div`
  grid-column: 1 / -1;
  height: 0.5rem;
  overflow: hidden;
  border-radius: var(--radius-full);
  background: var(--color-surface-muted);
`;

export const ProgressFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: var(--color-primary);
  transition: width 200ms ease-out;
`;
