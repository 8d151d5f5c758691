'use client';

import { styled, css } from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'danger' | 'warning' | 'info';

const tones = {
  neutral: css`
    --badge-bg: var(--color-neutral-subtle);
    --badge-fg: var(--color-neutral-text);
  `,
  primary: css`
    --badge-bg: var(--color-primary-subtle);
    --badge-fg: var(--color-primary-text);
  `,
  success: css`
    --badge-bg: var(--color-success-subtle);
    --badge-fg: var(--color-success-text);
  `,
  danger: css`
    --badge-bg: var(--color-danger-subtle);
    --badge-fg: var(--color-danger-text);
  `,
  warning: css`
    --badge-bg: var(--color-warning-subtle);
    --badge-fg: var(--color-warning-text);
  `,
  info: css`
    --badge-bg: var(--color-info-subtle);
    --badge-fg: var(--color-info-text);
  `,
} satisfies Record<BadgeTone, unknown>;

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  padding: 0.125rem var(--space-2);
  border-radius: var(--radius-full);
  background: var(--badge-bg);
  color: var(--badge-fg);
  font-size: var(--font-size-xs);
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;

  & svg {
    width: 0.875rem;
    height: 0.875rem;
  }

  ${({ $tone }) => tones[$tone]}
`;
