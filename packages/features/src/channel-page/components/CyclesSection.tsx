import styled from 'styled-components';
import { History } from 'lucide-react';
import type { CycleState } from '@channel-countdown/contract';
import {
  Badge,
  EmptyState,
  FigureList,
  Skeleton,
  VisuallyHidden,
  type BadgeProps,
} from '@channel-countdown/ui';
import { useChannelCycles } from '../api/channelData';
import { cycleStateLabel, formatDuration, summarizeCycles } from '../rules';
import { Section } from './Section';
import { formatDay, ReadState } from '../../shared';

const stateTone: Record<CycleState, NonNullable<BadgeProps['tone']>> = {
  running: 'primary',
  paused: 'warning',
  completed: 'success',
  deleted: 'neutral',
};

const formatDate = (iso: string) => formatDay(new Date(iso));

const Summary = styled(FigureList)`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-3);

  dd {
    font-size: var(--font-size-lg);
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--font-size-sm);

  th,
  td {
    padding: var(--space-2) var(--space-2);
    border-bottom: 1px solid var(--color-border);
    text-align: start;
  }
  th {
    font-size: var(--font-size-xs);
    font-weight: 600;
    color: var(--color-text-muted);
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

/** Every cycle of the channel with how it ended, the completion rate and the average cycle length. */
export function CyclesSection({ channelId }: { channelId: number }) {
  const cycles = useChannelCycles(channelId);
  return (
    <Section titleId="channel-cycles-title" title="Cycle history">
      <ReadState
        read={cycles}
        errorTitle="Could not load the cycles"
        errorHeadingLevel={3}
        loading={
          <div role="status" aria-label="Loading cycles">
            <Skeleton height={160} />
          </div>
        }
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={<History size={24} />}
            title="No cycles yet"
            description="Start a timer to begin the channel's first cycle."
          />
        }
      >
        {(data) => {
          const summary = summarizeCycles(data);
          return (
            <>
              <Summary>
                <div>
                  <dt>Cycles</dt>
                  <dd>{summary.total}</dd>
                </div>
                <div>
                  <dt>Completed of all cycles</dt>
                  <dd>{summary.rate === null ? '—' : `${summary.rate}%`}</dd>
                </div>
                <div>
                  <dt>Average length</dt>
                  <dd>{summary.averageLengthMs === null ? '—' : formatDuration(summary.averageLengthMs)}</dd>
                </div>
              </Summary>
              <Table>
                <VisuallyHidden as="caption">Cycles, newest first</VisuallyHidden>
                <thead>
                  <tr>
                    <th scope="col">Started</th>
                    <th scope="col">Ended</th>
                    <th scope="col">Outcome</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((cycle) => (
                    <tr key={cycle.id}>
                      <td>{formatDate(cycle.startTime)}</td>
                      <td>
                        {cycle.endedAt ? formatDate(cycle.endedAt) : `Ends ${formatDate(cycle.endTime)}`}
                      </td>
                      <td>
                        <Badge tone={stateTone[cycle.state]}>{cycleStateLabel[cycle.state]}</Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </>
          );
        }}
      </ReadState>
    </Section>
  );
}
