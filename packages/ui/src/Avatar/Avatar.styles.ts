'use client';

import { styled, css } from 'styled-components';

export type AvatarSize = 'sm' | 'md' | 'lg';

const sizes = {
  sm: css`
    --avatar-size: 2rem;
    font-size: var(--font-size-xs);
  `,
  md: css`
    --avatar-size: 2.5rem;
    font-size: var(--font-size-sm);
  `,
  lg: css`
    --avatar-size: 4rem;
    font-size: var(--font-size-xl);
  `,
} satisfies Record<AvatarSize, unknown>;

export const AvatarRoot = styled.span<{ $size: AvatarSize }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: var(--avatar-size);
  height: var(--avatar-size);
  overflow: hidden;
  border-radius: var(--radius-full);
  background: var(--color-primary-subtle);
  color: var(--color-primary-text);
  font-weight: 600;
  line-height: 1;
  user-select: none;
  ${({ $size }) => sizes[$size]}
`;

export const AvatarImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
