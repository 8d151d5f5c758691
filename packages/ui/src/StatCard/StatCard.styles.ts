'use client';

import { styled, css } from 'styled-components';
import { Card } from '../Card/Card.styles';

export type StatTone = 'neutral' | 'primary' | 'success' | 'danger' | 'warning' | 'info';

const tones = {
  neutral: css`
    --stat-icon-bg: var(--color-neutral-subtle);
    --stat-icon-fg: var(--color-neutral-text);
  `,
  primary: css`
    --stat-icon-bg: var(--color-primary-subtle);
    --stat-icon-fg: var(--color-primary-text);
  `,
  success: css`
    --stat-icon-bg: var(--color-success-subtle);
    --stat-icon-fg: var(--color-success-text);
  `,
  danger: css`
    --stat-icon-bg: var(--color-danger-subtle);
    --stat-icon-fg: var(--color-danger-text);
  `,
  warning: css`
    --stat-icon-bg: var(--color-warning-subtle);
    --stat-icon-fg: var(--color-warning-text);
  `,
  info: css`
    --stat-icon-bg: var(--color-info-subtle);
    --stat-icon-fg: var(--color-info-text);
  `,
} satisfies Record<StatTone, unknown>;

export const StatCardRoot = styled(Card)<{ $tone: StatTone }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--space-1) var(--space-4);
  padding: var(--space-5);
  ${({ $tone }) => tones[$tone]}
`;

export const StatLabel = styled.p`
  font-size: var(--font-size-sm);
  font-weight: 500;
  color: var(--color-text-muted);
`;

export const StatValue = styled.p`
  grid-column: 1;
  font-size: var(--font-size-xl);
  font-weight: 700;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

export const StatHint = styled.p`
  grid-column: 1 / -1;
  font-size: var(--font-size-xs);
  color: var(--color-text-muted);
`;

export const StatIcon = styled.div`
  grid-column: 2;
  grid-row: 1 / span 2;
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: var(--radius-md);
  background: var(--stat-icon-bg);
  color: var(--stat-icon-fg);

  & svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
