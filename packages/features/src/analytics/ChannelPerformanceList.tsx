'use client';

import styled from 'styled-components';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, FigureList } from '@channel-countdown/ui';
import { UNKNOWN_COUNT } from '../channels';
import type { ChannelPerformance } from './channelPerformance';
import { formatDay, TextRun } from '../shared';
import { oneDecimal } from './periodTexts';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-3) 0;
  border-bottom: 1px solid var(--color-border);

  &:last-child {
    border-bottom: none;
  }
`;

const Name = styled.div`
  flex: 1 1 200px;
  min-width: 0;

  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  span {
    font-size: 0.8125rem;
    color: var(--color-text-muted);
  }
`;

const Figures = styled(FigureList)`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2) var(--space-4);
  font-size: 0.875rem;

  div {
    text-align: end;
  }
  dd {
    font-weight: 600;
  }
`;

/**
 * SPEC §2 "Channel Performance", with the server's figures of the chosen range instead of the random
 * placeholders: cycles completed of those that ended (ran their full length, upload or not), of those the
 * ones with an upload inside, the ones deleted apart, their average length and the subscribers gained.
 */
export function ChannelPerformanceList({ rows }: { rows: readonly ChannelPerformance[] }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  return (
    <List aria-label={t`Channel performance`}>
      {rows.map((row) => {
        const { completedCycles, endedCycles, completedWithUpload } = row;
        const lastUpdate = formatDay(row.lastUpdate, i18n.locale);
        return (
          <Row key={row.id}>
            <Name>
              <strong>
                <bdi>{row.name}</bdi>
              </strong>
              <span>
                <Trans>
                  Last update <TextRun>{lastUpdate}</TextRun>
                </Trans>
              </span>
            </Name>
            <Figures>
              <div>
                <dt>
                  <Trans>Completed of ended cycles</Trans>
                </dt>
                <dd>
                  <Trans>
                    <TextRun>{completedCycles}</TextRun> of <TextRun>{endedCycles}</TextRun>
                  </Trans>
                  {row.completionOfEndedCycles !== null && ` · ${row.completionOfEndedCycles}%`}
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Completed with an upload</Trans>
                </dt>
                <dd>
                  <Trans>
                    <TextRun>{completedWithUpload}</TextRun> of <TextRun>{completedCycles}</TextRun>
                  </Trans>
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Deleted</Trans>
                </dt>
                <dd>{row.deletedCycles}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Avg. days per cycle</Trans>
                </dt>
                <dd>
                  {row.averageDaysPerCycle === null
                    ? UNKNOWN_COUNT
                    : oneDecimal(row.averageDaysPerCycle, i18n.locale)}
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Subscribers</Trans>
                </dt>
                <dd>{row.subscriberGrowth}</dd>
              </div>
            </Figures>
            <Badge tone={row.isActive ? 'success' : 'neutral'}>
              {row.isActive ? t`Active` : t`Inactive`}
            </Badge>
          </Row>
        );
      })}
    </List>
  );
}
