import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  BarChart3,
  CheckCircle2,
  Download,
  Lightbulb,
  RefreshCw,
  Timer,
  Trash2,
  TrendingUp,
  Tv,
} from 'lucide-react';
import { pageHref, type Analytics } from '@channel-countdown/contract';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardHeading,
  CardTitle,
  EmptyState,
  IconButton,
  LinkButton,
  Page,
  PageHeader,
  Select,
  Skeleton,
  StatCard,
} from '@channel-countdown/ui';
import { formatSubscribers, runningTimersFigure, useChannels } from '../channels';
import {
  useNow,
  LazyTooltip,
  ReadState,
  useDocumentTitle,
  downloadJson as saveJsonFile,
  type DownloadJson,
} from '../shared';
import { useDashboardStats } from '../dashboard';
import { useActiveTimers } from '../timers';
import { useAnalytics } from './api';
import { buildAnalyticsExport } from './analyticsExport';
import { ChannelPerformanceList } from './ChannelPerformanceList';
import { channelPerformance, signed } from './channelPerformance';
import { channelGrowthText, comparedText, completionText, formatDays } from './periodTexts';
import {
  analyticsTimeRanges,
  DEFAULT_TIME_RANGE,
  inPrevious,
  inTheLast,
  type AnalyticsTimeRange,
} from './timeRange';

const Stats = styled.div`
  display: grid;
  gap: var(--space-4);
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  margin-bottom: var(--space-6);
`;

const Columns = styled.div`
  display: grid;
  gap: var(--space-4);
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  margin-bottom: var(--space-4);
`;

const Points = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: var(--space-3);

  li {
    display: flex;
    flex-direction: column;
    gap: var(--space-1);
  }
  strong {
    font-size: 0.9375rem;
  }
  span {
    color: var(--color-text-muted);
    font-size: 0.875rem;
  }
`;

const RangeSelect = styled.div`
  min-width: 180px;
`;

export interface AnalyticsScreenProps {
  /** Saves the export file; stories pass a spy. @default a Blob download through a temporary link */
  download?: DownloadJson;
}

/** The Active Timers card's line: running right now, and how many are paused (they are not counted). */
const pausedHint = (paused: number) =>
  paused === 0 ? 'Running right now' : `Running right now; ${paused} paused`;

/** 'Timer completion': the range's rate against the range before; only what is known. */
function completionInsight({ current, previous }: Analytics, range: AnalyticsTimeRange): string {
  if (current.completionRate === null) return completionText(current, range);
  const now = completionText(current, range);
  return previous.completionRate === null
    ? `${now} ${inTheLast(range)}`
    : comparedText(now, `${previous.completionRate}%`, range);
}

/**
 * /analytics: stat cards, channel performance, insights and the JSON export (SPEC §2 "Analytics page").
 * Every figure of the chosen range comes from GET /api/analytics, which also gives the range before it for
 * the comparisons; only 'Total Channels' and 'Active Timers' are figures of now.
 */
export function AnalyticsScreen({ download = saveJsonFile }: AnalyticsScreenProps) {
  useDocumentTitle('Analytics');

  const now = useNow(60_000);
  const [timeRange, setTimeRange] = useState<AnalyticsTimeRange>(DEFAULT_TIME_RANGE);
  const analyticsQuery = useAnalytics(timeRange);
  // The export keeps the SPEC's contents (channels, active timers, dashboard stats) beside the range's figures.
  const channelsQuery = useChannels();
  const timersQuery = useActiveTimers();
  const statsQuery = useDashboardStats();

  // While another range loads, the previous range's figures stay (marked busy) instead of skeletons.
  const isSwitching = analyticsQuery.isPlaceholderData;
  const analytics = isSwitching ? undefined : analyticsQuery.data;

  function refresh() {
    void analyticsQuery.refetch();
    void channelsQuery.refetch();
    void timersQuery.refetch();
    void statsQuery.refetch();
  }

  function exportData() {
    const file = buildAnalyticsExport({
      channels: channelsQuery.data ?? [],
      activeTimers: timersQuery.data ?? [],
      dashboardStats: statsQuery.data ?? null,
      analytics: analytics ?? null,
      timeRange,
      now: new Date(),
    });
    download(file.fileName, file.data);
  }

  const header = (
    <PageHeader
      title="Analytics"
      description="How your channels and countdown cycles are doing"
      actions={
        <>
          <RangeSelect>
            <Select
              label="Time range"
              items={analyticsTimeRanges.map(({ id, label }) => ({ id, label }))}
              selectedKey={timeRange}
              onSelectionChange={(key) => setTimeRange(key as AnalyticsTimeRange)}
            />
          </RangeSelect>
          {/* The file holds all four reads: it waits for each, so it never saves a missing part as empty. */}
          <Button
            variant="outline"
            onPress={exportData}
            isDisabled={!analytics || !channelsQuery.data || !timersQuery.data || !statsQuery.data}
          >
            <Download size={16} aria-hidden="true" />
            Export
          </Button>
          <LazyTooltip content="Refresh analytics">
            <IconButton
              aria-label="Refresh analytics"
              variant="outline"
              icon={<RefreshCw size={16} aria-hidden="true" />}
              onPress={refresh}
            />
          </LazyTooltip>
        </>
      }
    />
  );

  return (
    <Page aria-busy={analyticsQuery.isPending || isSwitching || undefined}>
      {header}
      <ReadState
        read={analyticsQuery}
        errorTitle="Could not load analytics"
        loading={<AnalyticsSkeleton />}
        loadingLabel="Loading analytics"
        isEmpty={(shown) => shown.totals.channels === 0}
        empty={
          <EmptyState
            headingLevel={2}
            icon={<BarChart3 size={32} />}
            title="No Analytics Data"
            description="Connect a YouTube channel to see how your countdown cycles perform."
            action={<LinkButton href={pageHref('home')}>Add Your First Channel</LinkButton>}
          />
        }
      >
        {(shown) => <AnalyticsFigures analytics={shown} now={now} />}
      </ReadState>
    </Page>
  );
}

type StatFigures = Record<'channels' | 'runningTimers' | 'completed' | 'deleted', ReactNode> &
  Record<'channelsHint' | 'runningTimersHint' | 'completedHint' | 'deletedHint', ReactNode>;

/** A figure's placeholder: one line of the figure's own font, so the card is as tall as with its figure. */
const FigureSkeleton = ({ width }: { width: string }) => <Skeleton width={width} height="1lh" />;

const PLACEHOLDER_FIGURES: StatFigures = {
  channels: <FigureSkeleton width="2ch" />,
  channelsHint: <FigureSkeleton width="70%" />,
  runningTimers: <FigureSkeleton width="2ch" />,
  runningTimersHint: <FigureSkeleton width="60%" />,
  completed: <FigureSkeleton width="2ch" />,
  completedHint: <FigureSkeleton width="75%" />,
  deleted: <FigureSkeleton width="2ch" />,
  deletedHint: <FigureSkeleton width="55%" />,
};

/** The four stat cards: their labels and icons at once, their figures when the range's analytics are in. */
function StatCards({ figures }: { figures: StatFigures }) {
  return (
    <Stats>
      <StatCard
        label="Total Channels"
        value={figures.channels}
        icon={<Tv size={18} />}
        hint={figures.channelsHint}
      />
      <StatCard
        label={runningTimersFigure.label}
        value={figures.runningTimers}
        icon={<Timer size={18} />}
        tone={runningTimersFigure.tone}
        hint={figures.runningTimersHint}
      />
      <StatCard
        label="Completed Cycles"
        value={figures.completed}
        icon={<CheckCircle2 size={18} />}
        tone="info"
        hint={figures.completedHint}
      />
      <StatCard
        label="Deleted Cycles"
        value={figures.deleted}
        icon={<Trash2 size={18} />}
        hint={figures.deletedHint}
      />
    </Stats>
  );
}

/** A row of the channel performance list while it loads: as tall as a channel's row. */
const PerformanceRowSkeleton = styled.div`
  display: flex;
  justify-content: space-between;
  gap: var(--space-4);
  padding: var(--space-3) 0;
  & + & {
    border-top: 1px solid var(--color-border);
  }
`;

/**
 * /analytics while the range's figures load: the stat cards with their labels and placeholder figures, and
 * the channel performance card's shape, where they will be, so the page does not move when they arrive.
 */
function AnalyticsSkeleton() {
  return (
    <>
      <StatCards figures={PLACEHOLDER_FIGURES} />
      <Card style={{ marginBottom: 'var(--space-4)' }}>
        <CardHeader>
          <CardTitle as="div">
            <FigureSkeleton width="12rem" />
          </CardTitle>
          <CardDescription as="div">
            <FigureSkeleton width="60%" />
          </CardDescription>
        </CardHeader>
        <CardContent>
          {Array.from({ length: 3 }, (_, index) => (
            <PerformanceRowSkeleton key={index}>
              <Skeleton width="30%" height="2.5rem" />
              <Skeleton width="40%" height="2.5rem" />
            </PerformanceRowSkeleton>
          ))}
        </CardContent>
      </Card>
    </>
  );
}

/** The figures of one range: stat cards, channel performance, insights and recommendations. */
function AnalyticsFigures({ analytics: shown, now }: { analytics: Analytics; now: Date }) {
  // The texts name the range the figures are of (the previous one while the next loads).
  const range = shown.range;
  const { current, previous, totals } = shown;
  const growth = channelGrowthText(totals.channels, current.channelsAdded, range);

  return (
    <>
      <StatCards
        figures={{
          channels: totals.channels,
          channelsHint: growth,
          runningTimers: totals.runningTimers,
          runningTimersHint: pausedHint(totals.pausedTimers),
          completed: current.cycles.completed,
          completedHint: completionText(current, range),
          deleted: current.cycles.deleted,
          deletedHint: `vs ${previous.cycles.deleted} ${inPrevious(range)}`,
        }}
      />

      <Card style={{ marginBottom: 'var(--space-4)' }}>
        <CardHeading
          title="Channel Performance"
          description={
            <>
              Cycles that ended {inTheLast(range)}, how long they lasted and subscribers gained, per channel
            </>
          }
        />
        <CardContent>
          <ChannelPerformanceList rows={shown.channels.map((channel) => channelPerformance(channel, now))} />
        </CardContent>
      </Card>

      <Columns>
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <TrendingUp size={18} aria-hidden="true" /> Key Insights
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Points>
              <li>
                <strong>Channel growth</strong>
                <span>{growth}</span>
              </li>
              <li>
                <strong>Subscribers</strong>
                <span>
                  {comparedText(
                    `${signed(current.subscriberGrowth, formatSubscribers)} subscribers`,
                    signed(previous.subscriberGrowth, formatSubscribers),
                    range,
                  )}
                </span>
              </li>
              <li>
                <strong>Timer completion</strong>
                <span>{completionInsight(shown, range)}</span>
              </li>
              <li>
                <strong>Average cycle</strong>
                <span>
                  {comparedText(
                    formatDays(current.averageCycleDays),
                    formatDays(previous.averageCycleDays),
                    range,
                  )}
                </span>
              </li>
              <li>
                <strong>Steady rhythm</strong>
                <span>Seven-day cycles make it easy to compare one week of uploads with the next.</span>
              </li>
            </Points>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Lightbulb size={18} aria-hidden="true" /> Recommendations
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Points>
              <li>
                <strong>Plan the next upload before a cycle ends</strong>
                <span>Use the last day of a countdown to schedule the next video.</span>
              </li>
              <li>
                <strong>Refresh channel data weekly</strong>
                <span>Up-to-date subscriber and video counts keep these figures honest.</span>
              </li>
              <li>
                <strong>Keep notes per channel</strong>
                <span>Write down what worked in each cycle so you can repeat it.</span>
              </li>
            </Points>
          </CardContent>
        </Card>
      </Columns>
    </>
  );
}
