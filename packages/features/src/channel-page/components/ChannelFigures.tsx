'use client';

import styled from 'styled-components';
import type { Channel, ChannelSnapshot } from '@channel-countdown/contract';
import { FigureList, Grid, Skeleton } from '@channel-countdown/ui';
import { useLingui } from '@lingui/react';
import {
  CHANGE_PERIODS,
  FIGURE_MESSAGES,
  FIGURES,
  currentFigure,
  figureChange,
  formatChange,
} from '../rules';

const Figure = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding: var(--space-4) var(--space-5);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  box-shadow: var(--shadow-sm);

  h2 {
    margin: 0;
    font-size: var(--font-size-sm);
    font-weight: 500;
    color: var(--color-text-muted);
  }
`;

const Value = styled.p`
  margin: 0;
  font-size: 1.75rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Changes = styled(FigureList)`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: var(--space-2);

  dd {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export interface ChannelFiguresProps {
  channel: Channel;
  /** The snapshots the changes are read from (CHANNEL_PAGE_RANGE), or undefined while they load. */
  history: readonly ChannelSnapshot[] | undefined;
  now: Date;
}

/** Subscribers, videos and views as they stand, each with its change over 24 h, 7 d and 30 d. */
export function ChannelFigures({ channel, history, now }: ChannelFiguresProps) {
  const { i18n } = useLingui();
  return (
    <Grid gap={4} minItemWidth="200px">
      {FIGURES.map((figure) => (
        <Figure key={figure.key} aria-label={i18n._(FIGURE_MESSAGES[figure.key].label)}>
          <h2>{i18n._(FIGURE_MESSAGES[figure.key].label)}</h2>
          <Value>{currentFigure(channel, figure.key)}</Value>
          <Changes aria-label={i18n._(FIGURE_MESSAGES[figure.key].change)}>
            {CHANGE_PERIODS.map((period) => (
              <div key={period.id}>
                <dt>{i18n._(period.label)}</dt>
                <dd>
                  {history ? (
                    formatChange(
                      figureChange(
                        channel[figure.key],
                        channel.countsApproximate,
                        history,
                        figure.key,
                        period.ms,
                        now,
                      ),
                      figure.format,
                    )
                  ) : (
                    <Skeleton width={48} height={18} />
                  )}
                </dd>
              </div>
            ))}
          </Changes>
        </Figure>
      ))}
    </Grid>
  );
}
