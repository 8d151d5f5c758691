'use client';

import styled from 'styled-components';
import { SPARKLINE_DAYS } from '@channel-countdown/contract';
import { useLingui } from '@lingui/react/macro';
import { formatSubscribers, sparklinePath } from '../rules';

const WIDTH = 80;
const HEIGHT = 24;

const Svg = styled.svg`
  flex: none;
  color: var(--color-primary);
  overflow: visible;
`;

export interface SparklineProps {
  /** Subscriber counts, oldest first (one a day). */
  values: readonly number[];
}

/**
 * The card's subscriber trend over the last 30 days: a hand-drawn SVG line (no chart library on the
 * dashboard's critical path), named for screen readers by its first and last figure. Nothing while there
 * are fewer than two days of figures.
 */
export function Sparkline({ values }: SparklineProps) {
  const { t } = useLingui();
  const path = sparklinePath(values, WIDTH, HEIGHT, 2);
  if (!path) return null;
  const days = SPARKLINE_DAYS;
  const first = formatSubscribers(values[0]);
  const last = formatSubscribers(values.at(-1));
  const label = t`Subscribers over the last ${days} days: ${first} to ${last}`;
  return (
    <Svg role="img" aria-label={label} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </Svg>
  );
}
