'use client';

import styled from 'styled-components';
import { History } from 'lucide-react';
import { uploadStreaks, type ChannelCycle, type CycleState } from '@channel-countdown/contract';
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
import { CadenceSwitch } from './CadenceSwitch';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { formatDay, ReadState } from '../../shared';

const stateTone: Record<CycleState, NonNullable<BadgeProps['tone']>> = {
  running: 'primary',
  paused: 'warning',
  completed: 'success',
  deleted: 'neutral',
};

const Summary = styled(FigureList)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
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

/**
 * Every cycle of the channel with how it ended and whether an upload landed in it, the completion rate, the
 * average cycle length and the streaks of cycles with an upload; the switch that restarts a cycle on each upload.
 */
export function CyclesSection({ channelId }: { channelId: number }) {
  const cycles = useChannelCycles(channelId);
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const formatDate = (iso: string) => formatDay(new Date(iso), i18n.locale);
  const percent = (rate: number) => t`${rate}%`;
  const ends = (iso: string) => {
    const day = formatDate(iso);
    return t`Ends ${day}`;
  };
  const uploadsIn = ({ uploads }: ChannelCycle) => {
    if (uploads.count === 0 || uploads.firstAt === null) return t`No upload`;
    const { count } = uploads;
    const first = formatDate(uploads.firstAt);
    return t`${plural(count, { one: '# upload', other: '# uploads' })}, the first ${first}`;
  };
  const loading = (
    <div role="status" aria-label={t`Loading cycles`}>
      <Skeleton height={160} />
    </div>
  );
  return (
    <Section
      titleId="channel-cycles-title"
      title={t`Cycle history`}
      placeholder={loading}
      ready={!cycles.isPending}
    >
      <ReadState
        read={cycles}
        errorTitle={t`Could not load the cycles`}
        errorHeadingLevel={3}
        loading={loading}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={<History size={24} />}
            title={t`No cycles yet`}
            description={t`Start a timer to begin the channel's first cycle.`}
          />
        }
      >
        {(data) => {
          const summary = summarizeCycles(data);
          const streaks = uploadStreaks(data);
          return (
            <>
              <CadenceSwitch channelId={channelId} />
              <Summary>
                <div>
                  <dt>
                    <Trans>Cycles</Trans>
                  </dt>
                  <dd>{summary.total}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Completed of all cycles</Trans>
                  </dt>
                  <dd>{summary.rate === null ? '—' : percent(summary.rate)}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Average length</Trans>
                  </dt>
                  <dd>
                    {summary.averageLengthMs === null ? '—' : formatDuration(summary.averageLengthMs, i18n)}
                  </dd>
                </div>
                <div>
                  <dt>
                    <Trans>Cycles in a row with an upload</Trans>
                  </dt>
                  <dd>{streaks.current}</dd>
                </div>
                <div>
                  <dt>
                    <Trans>Longest run</Trans>
                  </dt>
                  <dd>{streaks.longest}</dd>
                </div>
              </Summary>
              <Table>
                <VisuallyHidden as="caption">
                  <Trans>Cycles, newest first</Trans>
                </VisuallyHidden>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Started</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Ended</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Outcome</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Uploads</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((cycle) => (
                    <tr key={cycle.id}>
                      <td>{formatDate(cycle.startTime)}</td>
                      <td>{cycle.endedAt ? formatDate(cycle.endedAt) : ends(cycle.endTime)}</td>
                      <td>
                        <Badge tone={stateTone[cycle.state]}>{i18n._(cycleStateLabel[cycle.state])}</Badge>
                      </td>
                      <td>{uploadsIn(cycle)}</td>
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
