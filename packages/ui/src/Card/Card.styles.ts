'use client';

import { styled } from 'styled-components';

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-sm);
`;

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  padding: var(--space-6) var(--space-6) 0;
`;

export const CardTitle = styled.h3`
  font-size: var(--font-size-lg);
  font-weight: 600;
  line-height: 1.3;
`;

export const CardDescription = styled.p`
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

export const CardContent = styled.div`
  padding: var(--space-6);
`;

export const CardFooter = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  padding: 0 var(--space-6) var(--space-6);
`;
