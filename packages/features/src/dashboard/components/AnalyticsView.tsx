'use client';

import styled from 'styled-components';
import { Activity, Award, CircleAlert, CircleCheck, Clock, Timer, TrendingUp } from 'lucide-react';
import type { Channel } from '@channel-countdown/contract';
import { Card, CardContent, CardHeader, CardTitle, EmptyState, StatCard } from '@channel-countdown/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ChannelThumbnail,
  ofAllCyclesText,
  runningTimersFigure,
  runningTimersMessage,
  type CompletionBand,
} from '../../channels';
import { TextRun, useNow } from '../../shared';
import { summarizeAnalytics } from '../analyticsSummary';

const Summary = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: var(--space-4);
`;

const Ranking = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
    gap: var(--space-3);
  }
  & [data-name] {
    flex: 1;
    min-width: 0;
  }
  & [data-name] p {
    margin: 0;
  }
  & [data-name] p + p {
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
  & [data-rate] {
    text-align: end;
  }
  & [data-rate] strong {
    display: block;
    font-size: var(--font-size-lg);
  }
  & [data-rate] span {
    font-size: var(--font-size-xs);
    color: var(--color-text-muted);
  }
`;

const BandIcon = styled.span`
  display: inline-flex;
  &[data-band='good'] {
    color: var(--color-success);
  }
  &[data-band='medium'] {
    color: var(--color-warning);
  }
  &[data-band='poor'] {
    color: var(--color-danger);
  }
`;

const bandIcon: Record<CompletionBand, { icon: typeof Award; label: MessageDescriptor }> = {
  good: { icon: Award, label: msg`Good` },
  medium: { icon: TrendingUp, label: msg`Medium` },
  poor: { icon: CircleAlert, label: msg`Poor` },
};

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-5);
`;

/** SPEC §2 dashboard analytics: the summary and 'Top Performing Channels', from the channel list's cycles. */
export function AnalyticsView({ channels }: { channels: readonly Channel[] }) {
  const now = useNow(1000);
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const summary = summarizeAnalytics(channels, now, i18n);
  if (!summary) {
    return (
      <EmptyState
        icon={<Activity size={40} />}
        title={t`No analytics data`}
        description={t`Connect a channel and start a timer to see how your cycles go.`}
      />
    );
  }
  return (
    <Stack>
      <Summary role="group" aria-label={t`Analytics summary`}>
        <StatCard
          label={i18n._(runningTimersMessage)}
          value={String(summary.runningTimers)}
          icon={<Timer size={20} />}
          tone={runningTimersFigure.tone}
        />
        <StatCard
          label={t`Completed`}
          value={String(summary.completedCycles)}
          hint={ofAllCyclesText(summary.completionOfAllCycles, i18n)}
          icon={<CircleCheck size={20} />}
          tone="success"
        />
        <StatCard
          label={t`Next Completion`}
          value={summary.nextCompletion}
          icon={<Clock size={20} />}
          tone="warning"
        />
        <StatCard
          label={t`Recent Activity`}
          value={String(summary.recentActivity)}
          hint={t`timers started in the last 7 days`}
          icon={<Activity size={20} />}
          tone="info"
        />
      </Summary>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Top Performing Channels</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {summary.topChannels.length === 0 ? (
            <p>
              <Trans>No completed cycles yet.</Trans>
            </p>
          ) : (
            <Ranking>
              {summary.topChannels.map(({ channel, rate, band }) => {
                const { icon: Icon, label } = bandIcon[band];
                const { completed, total } = channel.cycles;
                return (
                  <li key={channel.id}>
                    <ChannelThumbnail src={channel.thumbnailUrl} size={40} />
                    <div data-name="">
                      <p>
                        <bdi>{channel.channelName}</bdi>
                      </p>
                      <p>
                        <Trans>
                          <TextRun>{completed}</TextRun> of <TextRun>{total}</TextRun> cycles completed
                        </Trans>
                      </p>
                    </div>
                    <div data-rate="">
                      <strong>{rate}%</strong>
                      <span>
                        <Trans>Success Rate</Trans>
                      </span>
                    </div>
                    <BandIcon data-band={band} role="img" aria-label={i18n._(label)}>
                      <Icon size={20} aria-hidden="true" />
                    </BandIcon>
                  </li>
                );
              })}
            </Ranking>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
