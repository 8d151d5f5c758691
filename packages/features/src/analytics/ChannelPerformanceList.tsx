import styled from 'styled-components';
import { Badge, FigureList } from '@channel-countdown/ui';
import { UNKNOWN_COUNT } from '../channels';
import type { ChannelPerformance } from './channelPerformance';
import { formatDay } from '../shared';

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
 * placeholders: cycles completed of those that ended, the ones deleted apart, their average length and
 * the subscribers gained.
 */
export function ChannelPerformanceList({ rows }: { rows: readonly ChannelPerformance[] }) {
  return (
    <List aria-label="Channel performance">
      {rows.map((row) => (
        <Row key={row.id}>
          <Name>
            <strong>
              <bdi>{row.name}</bdi>
            </strong>
            <span>Last update {formatDay(row.lastUpdate)}</span>
          </Name>
          <Figures>
            <div>
              <dt>Completed of ended cycles</dt>
              <dd>
                {row.completedCycles} of {row.endedCycles}
                {row.completionOfEndedCycles !== null && ` · ${row.completionOfEndedCycles}%`}
              </dd>
            </div>
            <div>
              <dt>Deleted</dt>
              <dd>{row.deletedCycles}</dd>
            </div>
            <div>
              <dt>Avg. days per cycle</dt>
              <dd>{row.averageDaysPerCycle === null ? UNKNOWN_COUNT : row.averageDaysPerCycle.toFixed(1)}</dd>
            </div>
            <div>
              <dt>Subscribers</dt>
              <dd>{row.subscriberGrowth}</dd>
            </div>
          </Figures>
          <Badge tone={row.isActive ? 'success' : 'neutral'}>{row.isActive ? 'Active' : 'Inactive'}</Badge>
        </Row>
      ))}
    </List>
  );
}
