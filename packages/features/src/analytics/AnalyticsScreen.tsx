'use client';

import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BarChart3,
  CheckCircle2,
  Download,
  Upload,
  Lightbulb,
  RefreshCw,
  Timer,
  Trash2,
  TrendingUp,
  Tv,
} from 'lucide-react';
import { inGroup, pageHref, uploadShareOfCompletedCycles, type Analytics } from '@channel-countdown/contract';
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
import { formatSubscribers, runningTimersFigure, runningTimersMessage, useChannels } from '../channels';
import {
  useNow,
  LazyTooltip,
  ReadState,
  TextRun,
  useDocumentTitle,
  downloadJson as saveJsonFile,
  type DownloadJson,
} from '../shared';
import { useDashboardStats } from '../dashboard';
import { useActiveTimers } from '../timers';
import { useAnalytics } from './api';
import { GroupFilterBar, GroupTotals, useGroupFilter } from '../groups';
import { buildAnalyticsExport } from './analyticsExport';
import { ChannelPerformanceList } from './ChannelPerformanceList';
import { channelPerformance, signed } from './channelPerformance';
import {
  channelGrowthText,
  comparedText,
  completionText,
  formatDays,
  withUploadShareText,
} from './periodTexts';
import {
  analyticsTimeRanges,
  DEFAULT_TIME_RANGE,
  inPrevious,
  inTheLast,
  rangeLabel,
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

/**
 * A stat card's hint holds two lines whether its text takes one or two, so the cards keep their height when
 * the figures replace their placeholders (and five cards side by side wrap the longer hints).
 */
const HintLines = styled.span`
  display: block;
  min-height: 2lh;
`;

/** The chosen group's totals between the group filter and the stat cards. */
const GroupTotalsSpacing = styled.div`
  margin-block: var(--space-3) var(--space-6);
`;

const RangeSelect = styled.div`
  min-width: 180px;
`;

export interface AnalyticsScreenProps {
  /** Saves the export file; stories pass a spy. @default a Blob download through a temporary link */
  download?: DownloadJson;
}

/** The Active Timers card's line: running right now, and how many are paused (they are not counted). */
const pausedHint = (paused: number, i18n: I18n) =>
  paused === 0
    ? i18n._(msg`Running right now`)
    : i18n._(msg`${plural(paused, { other: 'Running right now; # paused' })}`);

/** 'Timer completion': the range's rate against the range before; only what is known. */
function completionInsight({ current, previous }: Analytics, range: AnalyticsTimeRange, i18n: I18n): string {
  if (current.completionRate === null) return completionText(current, range, i18n);
  const now = completionText(current, range, i18n);
  return previous.completionRate === null
    ? `${now} ${inTheLast(range, i18n)}`
    : comparedText(now, `${previous.completionRate}%`, range, i18n);
}

/** 'Uploads inside cycles': the range's share of completed cycles with an upload against the range before. */
function uploadInsight({ current, previous }: Analytics, range: AnalyticsTimeRange, i18n: I18n): string {
  const now = withUploadShareText(current, range, i18n);
  if (current.cycles.completed === 0) return now;
  const before = uploadShareOfCompletedCycles({
    completed: previous.cycles.completed,
    completedWithUpload: previous.completedWithUpload,
  });
  return before === null ? `${now} ${inTheLast(range, i18n)}` : comparedText(now, `${before}%`, range, i18n);
}

/**
 * /analytics: stat cards, channel performance, insights and the JSON export (SPEC §2 "Analytics page").
 * Every figure of the chosen range comes from GET /api/analytics, which also gives the range before it for
 * the comparisons; only 'Total Channels' and 'Active Timers' are figures of now.
 */
export function AnalyticsScreen(props: AnalyticsScreenProps) {
  // Read here, not as a default in the parameter list: the props table would show the function's source.
  const download = props.download ?? saveJsonFile;
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  useDocumentTitle(t`Analytics`);

  const now = useNow(60_000);
  const [timeRange, setTimeRange] = useState<AnalyticsTimeRange>(DEFAULT_TIME_RANGE);
  const groupFilter = useGroupFilter();
  // Until the groups are in, the address's group is asked for as it is; then only one of the user's groups.
  const groupId = groupFilter.groups ? (groupFilter.group?.id ?? null) : groupFilter.requestedId;
  const groupName = groupFilter.group?.name ?? '';
  const analyticsQuery = useAnalytics(timeRange, groupId);
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
      title={t`Analytics`}
      description={t`How your channels and countdown cycles are doing`}
      actions={
        <>
          <RangeSelect>
            <Select
              label={t`Time range`}
              items={analyticsTimeRanges.map(({ id }) => ({ id, label: rangeLabel(id, i18n) }))}
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
            <Trans>Export</Trans>
          </Button>
          <LazyTooltip content={t`Refresh analytics`}>
            <IconButton
              aria-label={t`Refresh analytics`}
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
      <GroupFilterBar filter={groupFilter} canManage={false} />
      {groupFilter.group && channelsQuery.data && (
        <GroupTotalsSpacing>
          <GroupTotals
            group={groupFilter.group}
            channels={inGroup(channelsQuery.data, groupFilter.group, (channel) => channel.id)}
          />
        </GroupTotalsSpacing>
      )}
      <ReadState
        read={analyticsQuery}
        errorTitle={t`Could not load analytics`}
        loading={<AnalyticsSkeleton />}
        loadingLabel={t`Loading analytics`}
        isEmpty={(shown) => shown.totals.channels === 0}
        empty={
          groupFilter.group ? (
            <EmptyState
              headingLevel={2}
              icon={<BarChart3 size={32} />}
              title={t`No channels in ${groupName} yet`}
              description={t`Add a channel to this group with Groups… in its card's More actions menu.`}
              action={
                <Button variant="outline" onPress={() => groupFilter.choose(null)}>
                  <Trans>Show All Channels</Trans>
                </Button>
              }
            />
          ) : (
            <EmptyState
              headingLevel={2}
              icon={<BarChart3 size={32} />}
              title={t`No Analytics Data`}
              description={t`Connect a YouTube channel to see how your countdown cycles perform.`}
              action={
                <LinkButton href={pageHref('home')}>
                  <Trans>Add Your First Channel</Trans>
                </LinkButton>
              }
            />
          )
        }
      >
        {(shown) => <AnalyticsFigures analytics={shown} now={now} />}
      </ReadState>
    </Page>
  );
}

type StatFigures = Record<'channels' | 'runningTimers' | 'completed' | 'withUpload' | 'deleted', ReactNode> &
  Record<
    'channelsHint' | 'runningTimersHint' | 'completedHint' | 'withUploadHint' | 'deletedHint',
    ReactNode
  >;

/** A figure's placeholder: one line of the figure's own font, so the card is as tall as with its figure. */
const FigureSkeleton = ({ width }: { width: string }) => <Skeleton width={width} height="1lh" />;

const PLACEHOLDER_FIGURES: StatFigures = {
  channels: <FigureSkeleton width="2ch" />,
  channelsHint: <FigureSkeleton width="70%" />,
  runningTimers: <FigureSkeleton width="2ch" />,
  runningTimersHint: <FigureSkeleton width="60%" />,
  completed: <FigureSkeleton width="2ch" />,
  completedHint: <FigureSkeleton width="75%" />,
  withUpload: <FigureSkeleton width="2ch" />,
  withUploadHint: <FigureSkeleton width="75%" />,
  deleted: <FigureSkeleton width="2ch" />,
  deletedHint: <FigureSkeleton width="55%" />,
};

/** The four stat cards: their labels and icons at once, their figures when the range's analytics are in. */
function StatCards({ figures }: { figures: StatFigures }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  return (
    <Stats>
      <StatCard
        label={t`Total Channels`}
        value={figures.channels}
        icon={<Tv size={18} />}
        hint={<HintLines>{figures.channelsHint}</HintLines>}
      />
      <StatCard
        label={i18n._(runningTimersMessage)}
        value={figures.runningTimers}
        icon={<Timer size={18} />}
        tone={runningTimersFigure.tone}
        hint={<HintLines>{figures.runningTimersHint}</HintLines>}
      />
      <StatCard
        label={t`Completed Cycles`}
        value={figures.completed}
        icon={<CheckCircle2 size={18} />}
        tone="info"
        hint={<HintLines>{figures.completedHint}</HintLines>}
      />
      <StatCard
        label={t`Cycles With an Upload`}
        value={figures.withUpload}
        icon={<Upload size={18} />}
        tone="success"
        hint={<HintLines>{figures.withUploadHint}</HintLines>}
      />
      <StatCard
        label={t`Deleted Cycles`}
        value={figures.deleted}
        icon={<Trash2 size={18} />}
        hint={<HintLines>{figures.deletedHint}</HintLines>}
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
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  // The texts name the range the figures are of (the previous one while the next loads).
  const range = shown.range;
  const { current, previous, totals } = shown;
  const growth = channelGrowthText(totals.channels, current.channelsAdded, range, i18n);
  const deletedBefore = previous.cycles.deleted;
  const inRangeBefore = inPrevious(range, i18n);
  const inRange = inTheLast(range, i18n);
  const subscribers = signed(current.subscriberGrowth, formatSubscribers);

  return (
    <>
      <StatCards
        figures={{
          channels: totals.channels,
          channelsHint: growth,
          runningTimers: totals.runningTimers,
          runningTimersHint: pausedHint(totals.pausedTimers, i18n),
          completed: current.cycles.completed,
          completedHint: completionText(current, range, i18n),
          withUpload: current.completedWithUpload,
          withUploadHint: withUploadShareText(current, range, i18n),
          deleted: current.cycles.deleted,
          deletedHint: t`vs ${deletedBefore} ${inRangeBefore}`,
        }}
      />

      <Card style={{ marginBottom: 'var(--space-4)' }}>
        <CardHeading
          title={t`Channel Performance`}
          description={
            <Trans>
              Cycles that ended <TextRun>{inRange}</TextRun>, how long they lasted and subscribers gained, per
              channel
            </Trans>
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
              <Trans>
                <TrendingUp size={18} aria-hidden="true" /> Key Insights
              </Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Points>
              <li>
                <strong>
                  <Trans>Channel growth</Trans>
                </strong>
                <span>{growth}</span>
              </li>
              <li>
                <strong>
                  <Trans>Subscribers</Trans>
                </strong>
                <span>
                  {comparedText(
                    t`${subscribers} subscribers`,
                    signed(previous.subscriberGrowth, formatSubscribers),
                    range,
                    i18n,
                  )}
                </span>
              </li>
              <li>
                <strong>
                  <Trans>Timer completion</Trans>
                </strong>
                <span>{completionInsight(shown, range, i18n)}</span>
              </li>
              <li>
                <strong>
                  <Trans>Uploads inside cycles</Trans>
                </strong>
                <span>{uploadInsight(shown, range, i18n)}</span>
              </li>
              <li>
                <strong>
                  <Trans>Average cycle</Trans>
                </strong>
                <span>
                  {comparedText(
                    formatDays(current.averageCycleDays, i18n),
                    formatDays(previous.averageCycleDays, i18n),
                    range,
                    i18n,
                  )}
                </span>
              </li>
              <li>
                <strong>
                  <Trans>Steady rhythm</Trans>
                </strong>
                <span>
                  <Trans>Seven-day cycles make it easy to compare one week of uploads with the next.</Trans>
                </span>
              </li>
            </Points>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              <Trans>
                <Lightbulb size={18} aria-hidden="true" /> Recommendations
              </Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Points>
              <li>
                <strong>
                  <Trans>Plan the next upload before a cycle ends</Trans>
                </strong>
                <span>
                  <Trans>Use the last day of a countdown to schedule the next video.</Trans>
                </span>
              </li>
              <li>
                <strong>
                  <Trans>Refresh channel data weekly</Trans>
                </strong>
                <span>
                  <Trans>Up-to-date subscriber and video counts keep these figures honest.</Trans>
                </span>
              </li>
              <li>
                <strong>
                  <Trans>Keep notes per channel</Trans>
                </strong>
                <span>
                  <Trans>Write down what worked in each cycle so you can repeat it.</Trans>
                </span>
              </li>
            </Points>
          </CardContent>
        </Card>
      </Columns>
    </>
  );
}
