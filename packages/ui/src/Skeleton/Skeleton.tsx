'use client';

import type { CSSProperties } from 'react';
import { StyledSkeleton } from './Skeleton.styles';

export interface SkeletonProps {
  /** CSS width (number = px). @default '100%' */
  width?: string | number;
  /** CSS height (number = px). @default '1rem' */
  height?: string | number;
  /** CSS border radius (number = px). @default 'var(--radius-md)' */
  radius?: string | number;
  /** Extra class for layout. @default undefined */
  className?: string;
}

const toCss = (value: string | number | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder block shown while content loads. Hidden from screen readers: announce loading once
 * around the skeletons (e.g. aria-busy on their container), not per block.
 */
export function Skeleton({ width, height, radius, className }: SkeletonProps) {
  // Dimensions go through variables in the style attribute, so the styled block stays static.
  const style = {
    '--skeleton-width': toCss(width),
    '--skeleton-height': toCss(height),
    '--skeleton-radius': toCss(radius),
  } as CSSProperties;
  return <StyledSkeleton aria-hidden="true" className={className} style={style} data-skeleton="" />;
}
