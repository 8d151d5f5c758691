'use client';

import styled from 'styled-components';
import { CalendarDays, CircleCheck, Timer, Tv } from 'lucide-react';
import type { DashboardStats as Stats } from '@channel-countdown/contract';
import { StatCard } from '@channel-countdown/ui';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { runningTimersFigure, runningTimersMessage } from '../../channels';
import { useSavedSettings } from '../../settings';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: var(--space-4);

  /* On a phone the four cards sit 2 × 2, so the channels start on the first screen. */
  @media (max-width: 767px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: var(--space-3);
  }
`;

/** SPEC §2 overview cards: Channels, Active Timers, Completed and 'Day Cycles', the user's cycle length. */
export function DashboardStats({ stats }: { stats: Stats | undefined }) {
  const figure = (value: number | undefined) => (value === undefined ? '–' : String(value));
  const cycleDays = useSavedSettings().timers.defaultDuration;
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  return (
    <Row role="group" aria-label={t`Dashboard stats`}>
      <StatCard
        label={t`Channels`}
        value={figure(stats?.totalChannels)}
        icon={<Tv size={20} />}
        tone="primary"
      />
      <StatCard
        label={i18n._(runningTimersMessage)}
        value={figure(stats?.activeTimers)}
        icon={<Timer size={20} />}
        tone={runningTimersFigure.tone}
      />
      <StatCard
        label={t`Completed`}
        value={figure(stats?.completedCycles)}
        icon={<CircleCheck size={20} />}
        tone="success"
      />
      <StatCard
        label={t`Day Cycles`}
        value={String(cycleDays)}
        icon={<CalendarDays size={20} />}
        tone="info"
      />
    </Row>
  );
}
