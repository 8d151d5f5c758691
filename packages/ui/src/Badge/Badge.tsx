'use client';

import type { HTMLAttributes } from 'react';
import { StyledBadge } from './Badge.styles';
import type { BadgeTone } from './Badge.styles';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Status colour. @default 'neutral' */
  tone?: BadgeTone;
}

/** A short status label. The text carries the meaning; the colour only repeats it. */
export function Badge({ tone = 'neutral', ...props }: BadgeProps) {
  return <StyledBadge {...props} $tone={tone} />;
}
