'use client';

import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import {
  Activity,
  Cpu,
  Database,
  HeartPulse,
  PlugZap,
  StickyNote,
  Timer,
  TrendingUp,
  Tv,
  Users,
} from 'lucide-react';
import type { AdminStats, AdminSystem } from '@channel-countdown/contract';
import { Card, CardContent, Grid, Inline, Progress, Stack } from '@channel-countdown/ui';
import {
  ACTIVE_USERS_TARGET,
  TOTAL_USERS_TARGET,
  activeShare,
  checksSummary,
  progressToward,
} from '../rules';
import { EngagementCard } from './EngagementCard';
import { SystemHealthCard } from './SystemHealthCard';
import { TopChannelsCard, TopPerformersCard } from './TopLists';
import { DeferredRender } from '../../shared';
import { runningTimersMessage } from '../../channels';
import { Muted } from './styles';

const Figure = styled.p`
  font-size: var(--font-size-xl);
  font-weight: 700;
`;

const Icon = styled.span`
  color: var(--color-primary);
  display: inline-flex;
`;

interface MetricProps {
  label: string;
  value: string | number;
  icon: React.ReactNode;
  hint?: string;
  progress?: { value: number; label: string };
}

function Metric({ label, value, icon, hint, progress }: MetricProps) {
  return (
    <Card aria-label={label} role="group">
      <CardContent>
        <Stack gap={3}>
          <Inline gap={3} justify="between">
            <Muted>{label}</Muted>
            <Icon aria-hidden="true">{icon}</Icon>
          </Inline>
          <Figure>{value}</Figure>
          {hint && <Muted>{hint}</Muted>}
          {progress && <Progress value={progress.value} label={progress.label} />}
        </Stack>
      </CardContent>
    </Card>
  );
}

export interface OverviewTabProps {
  stats: AdminStats | undefined;
  /** GET /api/admin/system: System Health, API Calls, Server Load. */
  system?: AdminSystem | undefined;
  /** The system's figures could not be read. */
  systemFailed?: boolean;
}

/**
 * SPEC §2 Overview: rows of figures, every one from the stats call (aggregates over all users), never from
 * loading the users list, and System Health, API Calls and Server Load from the server's own measures (GET
 * /api/admin/system: its readiness checks, the YouTube units spent today, its load; the sources of /readyz
 * and /metrics), and the history's stored snapshots per tier as the last daily roll-up counted them. SPEC's
 * fixed placeholders (month-on-month changes, 98%, 2.4k, 23%, 99.9%) are not shown: a made-up figure beside
 * real ones misleads.
 */
export function OverviewTab({ stats, system, systemFailed }: OverviewTabProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const unread = systemFailed ? t`Could not be read` : undefined;
  const checks = system && checksSummary(system);
  const spent = system?.youtube.unitsSpentToday;
  const left = system?.youtube.unitsLeftToday;
  const history = system?.history;
  const totalUsers = stats?.totalUsers ?? 0;
  const share = stats ? activeShare(stats) : 0;
  return (
    <Stack gap={3}>
      <Grid gap={4} minItemWidth="14rem" repeat="fill" aria-label={t`Platform totals`} role="group">
        <Metric
          label={t`Total Users`}
          value={totalUsers}
          icon={<Users size={18} />}
          hint={t`Target ${TOTAL_USERS_TARGET}`}
          progress={{
            value: progressToward(totalUsers, TOTAL_USERS_TARGET),
            label: t`Progress toward 1000 users`,
          }}
        />
        <Metric
          label={t`Active Users`}
          value={stats?.activeUsers ?? 0}
          icon={<Activity size={18} />}
          hint={t`${share}% of users`}
          progress={{
            value: progressToward(share, ACTIVE_USERS_TARGET),
            label: t`Share of active users`,
          }}
        />
        <Metric label={t`Channels Tracked`} value={stats?.totalChannels ?? 0} icon={<Tv size={18} />} />
        <Metric
          label={i18n._(runningTimersMessage)}
          value={stats?.totalTimers ?? 0}
          icon={<Timer size={18} />}
        />
      </Grid>
      <Grid gap={4} minItemWidth="11rem" repeat="fill" aria-label={t`Platform health`} role="group">
        <Metric
          label={t`Engagement Score`}
          value={stats?.engagement.averageScore ?? 0}
          icon={<TrendingUp size={18} />}
          hint={t`Platform average`}
        />
        <Metric label={t`Total Notes`} value={stats?.totalNotes ?? 0} icon={<StickyNote size={18} />} />
        <Metric
          label={t`System Health`}
          value={system ? `${system.health.percent}%` : '—'}
          icon={<HeartPulse size={18} />}
          hint={
            checks
              ? checks.failing === 0
                ? t`Every check passes`
                : t`${checks.failing} of ${checks.used} checks failing`
              : unread
          }
          progress={system && { value: system.health.percent, label: t`Checks passing` }}
        />
        <Metric
          label={t`API Calls`}
          value={spent != null ? i18n.number(spent) : '—'}
          icon={<PlugZap size={18} />}
          hint={
            system
              ? left != null
                ? t`YouTube units today, ${i18n.number(left)} left`
                : t`No YouTube Data API key`
              : unread
          }
        />
        <Metric
          label={t`Server Load`}
          value={system ? `${system.load.eventLoopPercent}%` : '—'}
          icon={<Cpu size={18} />}
          hint={system ? t`Processor ${system.load.cpuPercent}% of a core` : unread}
          progress={system && { value: system.load.eventLoopPercent, label: t`Server busy` }}
        />
        <Metric
          label={t`Stored History`}
          value={history ? i18n.number(history.hourly + history.daily + history.weekly) : '—'}
          icon={<Database size={18} />}
          hint={
            system
              ? history
                ? t`Snapshots: ${i18n.number(history.hourly)} hourly, ${i18n.number(history.daily)} daily, ${i18n.number(history.weekly)} weekly`
                : t`Counted by the first daily roll-up`
              : unread
          }
        />
      </Grid>
      {/* Below the figures, at the end of the page: rendered just after them, so the page's first paint does
          not wait for its bars and lists, and nothing above moves when they arrive. */}
      <DeferredRender>
        <Grid gap={4} minItemWidth="18rem" repeat="fill">
          <EngagementCard totalUsers={totalUsers} engagement={stats?.engagement} />
          <SystemHealthCard system={system} failed={systemFailed} />
          <TopPerformersCard users={stats?.topPerformers ?? []} />
          <TopChannelsCard channels={stats?.topChannels ?? []} />
        </Grid>
      </DeferredRender>
    </Stack>
  );
}
