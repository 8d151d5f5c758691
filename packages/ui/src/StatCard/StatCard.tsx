'use client';

import type { ReactNode } from 'react';
import { StatCardRoot, StatHint, StatIcon, StatLabel, StatValue } from './StatCard.styles';
import type { StatTone } from './StatCard.styles';

export interface StatCardProps {
  /** What is counted, e.g. 'Active Timers'. */
  label: string;
  /** The figure, already formatted. */
  value: ReactNode;
  /** Decorative icon beside the figure. @default undefined */
  icon?: ReactNode;
  /** A line of context under the figure. @default undefined */
  hint?: ReactNode;
  /** Colour of the icon badge. @default 'neutral' */
  tone?: StatTone;
}

/** A card showing one key figure with its label. */
export function StatCard({ label, value, icon, hint, tone = 'neutral' }: StatCardProps) {
  return (
    <StatCardRoot $tone={tone}>
      <StatLabel>{label}</StatLabel>
      {icon && <StatIcon aria-hidden="true">{icon}</StatIcon>}
      <StatValue>{value}</StatValue>
      {hint && <StatHint>{hint}</StatHint>}
    </StatCardRoot>
  );
}
