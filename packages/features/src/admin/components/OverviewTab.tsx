import styled from 'styled-components';
import { Activity, Gauge, HeartPulse, StickyNote, Timer, TrendingUp, Tv, Users, Zap } from 'lucide-react';
import type { AdminStats } from '@channel-countdown/contract';
import { Card, CardContent, Grid, Inline, Progress, Stack } from '@channel-countdown/ui';
import { ACTIVE_USERS_TARGET, TOTAL_USERS_TARGET, activeShare, progressToward } from '../rules';
import { EngagementCard } from './EngagementCard';
import { SystemHealthCard, SYSTEM_HEALTH_PERCENT } from './SystemHealthCard';
import { TopChannelsCard, TopPerformersCard } from './TopLists';
import { DeferredRender } from '../../shared';
import { runningTimersFigure } from '../../channels';
import { Muted } from './styles';

const Figure = styled.p`
  font-size: var(--font-size-xl);
  font-weight: 700;
`;

const Change = styled.span`
  color: var(--color-success);
  font-size: var(--font-size-xs);
  font-weight: 600;
`;

const Icon = styled.span`
  color: var(--color-primary);
  display: inline-flex;
`;

interface MetricProps {
  label: string;
  value: string | number;
  icon: React.ReactNode;
  /** Cosmetic change figure (SPEC §2: the percentages are fixed). */
  change?: string;
  hint?: string;
  progress?: { value: number; label: string };
}

function Metric({ label, value, icon, change, hint, progress }: MetricProps) {
  return (
    <Card aria-label={label} role="group">
      <CardContent>
        <Stack gap={3}>
          <Inline gap={3} justify="between">
            <Muted>{label}</Muted>
            <Icon aria-hidden="true">{icon}</Icon>
          </Inline>
          <Figure>{value}</Figure>
          {(change || hint) && (
            <Inline gap={3} justify="between">
              {hint && <Muted>{hint}</Muted>}
              {change && <Change>{change}</Change>}
            </Inline>
          )}
          {progress && <Progress value={progress.value} label={progress.label} />}
        </Stack>
      </CardContent>
    </Card>
  );
}

export interface OverviewTabProps {
  stats: AdminStats | undefined;
}

/**
 * SPEC §2 Overview: three rows of figures; the fixed ones are placeholders the SPEC keeps for now. Every
 * figure comes from the stats call (aggregates over all users), never from loading the users list.
 */
export function OverviewTab({ stats }: OverviewTabProps) {
  const totalUsers = stats?.totalUsers ?? 0;
  const share = stats ? activeShare(stats) : 0;
  return (
    <Stack gap={3}>
      <Grid gap={4} minItemWidth="14rem" repeat="fill" aria-label="Platform totals" role="group">
        <Metric
          label="Total Users"
          value={totalUsers}
          icon={<Users size={18} />}
          change="+12"
          hint={`Target ${TOTAL_USERS_TARGET}`}
          progress={{
            value: progressToward(totalUsers, TOTAL_USERS_TARGET),
            label: 'Progress toward 1000 users',
          }}
        />
        <Metric
          label="Active Users"
          value={stats?.activeUsers ?? 0}
          icon={<Activity size={18} />}
          hint={`${share}% of users`}
          progress={{ value: progressToward(share, ACTIVE_USERS_TARGET), label: 'Share of active users' }}
        />
        <Metric
          label="Channels Tracked"
          value={stats?.totalChannels ?? 0}
          icon={<Tv size={18} />}
          change="+8%"
        />
        <Metric
          label={runningTimersFigure.label}
          value={stats?.totalTimers ?? 0}
          icon={<Timer size={18} />}
          change="+5%"
        />
      </Grid>
      <Grid gap={4} minItemWidth="11rem" repeat="fill" aria-label="Platform health" role="group">
        <Metric
          label="Engagement Score"
          value={stats?.engagement.averageScore ?? 0}
          icon={<TrendingUp size={18} />}
          hint="Platform average"
        />
        <Metric
          label="Total Notes"
          value={stats?.totalNotes ?? 0}
          icon={<StickyNote size={18} />}
          change="+15%"
        />
        <Metric
          label="System Health"
          value={`${SYSTEM_HEALTH_PERCENT}%`}
          icon={<HeartPulse size={18} />}
          hint="All systems normal"
        />
        <Metric label="API Calls" value="2.4k" icon={<Zap size={18} />} change="+18%" />
        <Metric label="Server Load" value="23%" icon={<Gauge size={18} />} hint="Normal" />
      </Grid>
      {/* Below the figures, at the end of the page: rendered just after them, so the page's first paint does
          not wait for its bars and lists, and nothing above moves when they arrive. */}
      <DeferredRender>
        <Grid gap={4} minItemWidth="18rem" repeat="fill">
          <EngagementCard totalUsers={totalUsers} engagement={stats?.engagement} />
          <SystemHealthCard />
          <TopPerformersCard users={stats?.topPerformers ?? []} />
          <TopChannelsCard channels={stats?.topChannels ?? []} />
        </Grid>
      </DeferredRender>
    </Stack>
  );
}
