'use client';

import { styled } from 'styled-components';

export const EmptyStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-8) var(--space-6);
  text-align: center;
`;

export const EmptyStateIcon = styled.div`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: var(--radius-full);
  background: var(--color-surface-muted);
  color: var(--color-text-muted);

  & svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

export const EmptyStateTitle = styled.h3`
  font-size: var(--font-size-lg);
  font-weight: 600;
`;

export const EmptyStateDescription = styled.p`
  max-width: 28rem;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

export const EmptyStateAction = styled.div`
  margin-top: var(--space-2);
`;
