'use client';

import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { FolderOpen, GitCompareArrows } from 'lucide-react';
import { compareHref } from '@channel-countdown/contract';
import {
  Button,
  EmptyState,
  LinkButton,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@channel-countdown/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '../session';
import { ChannelGrid, ConnectChannelDialog, useChannels } from '../channels';
import { useDashboardStats } from './api/getDashboardStats';
import { DashboardStats } from './components/DashboardStats';
import { ReadError, useDocumentTitle } from '../shared';
import { GroupFilterBar, GroupTotals, useGroupFilter } from '../groups';
import { inGroup } from '@channel-countdown/contract';

// The Analytics tab is not the first view: its code loads when it is opened, not before the dashboard renders.
const AnalyticsView = lazy(() =>
  import('./components/AnalyticsView').then((m) => ({ default: m.AnalyticsView })),
);

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
  width: 100%;
  max-width: 80rem;
  margin: 0 auto;
  padding: var(--space-6) var(--space-4);
  color: var(--color-text);

  & h1 {
    margin: 0;
    font-size: var(--font-size-xl);
  }
  & h2 {
    margin: 0 0 var(--space-4);
    font-size: var(--font-size-lg);
  }
`;

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-5);
  padding-top: var(--space-5);
`;

const SectionHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
`;

const Loading = styled.p`
  display: grid;
  place-items: center;
  min-height: 60vh;
  margin: 0;
  color: var(--color-text-muted);
`;

export type DashboardView = 'overview' | 'channels' | 'analytics';

export interface DashboardScreenProps {
  /** The view shown first. @default 'overview' */
  defaultView?: DashboardView;
}

/** SPEC §2 dashboard at / and /dashboard: overview, channels and analytics views of the user's channels. */
export function DashboardScreen({ defaultView = 'overview' }: DashboardScreenProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard`);

  const { isLoading: sessionLoading } = useAuth();
  const channels = useChannels();
  const stats = useDashboardStats();
  const groupFilter = useGroupFilter();
  const { group } = groupFilter;
  // The chosen group's channels (every channel when none is chosen), in the list's order.
  const shown = channels.data && inGroup(channels.data, group, (channel) => channel.id);
  const [connectOpen, setConnectOpen] = useState(false);

  if (sessionLoading)
    return (
      <Loading role="status">
        <Trans>Loading your dashboard...</Trans>
      </Loading>
    );

  const groupName = group?.name ?? '';
  const grid =
    group && shown && shown.length === 0 ? (
      <EmptyState
        icon={<FolderOpen size={40} />}
        title={t`No channels in ${groupName} yet`}
        description={t`Add a channel to this group with Groups… in its card's More actions menu.`}
        action={
          <Button variant="outline" onPress={() => groupFilter.choose(null)}>
            <Trans>Show All Channels</Trans>
          </Button>
        }
      />
    ) : (
      <ChannelGrid
        channels={shown}
        isLoading={channels.isPending}
        onAddChannel={() => setConnectOpen(true)}
      />
    );
  // Channels already shown stay when a later refetch fails.
  const failure = channels.isError && channels.data === undefined && (
    <ReadError
      title={t`Could not load your channels`}
      error={channels.error}
      onRetry={channels.refetch}
      isRetrying={channels.isFetching}
      headingLevel={3}
    />
  );

  // Compare opens with the first two channels chosen; its picker adds and removes the others.
  const compare = channels.data && channels.data.length >= 2 && (
    <LinkButton
      href={compareHref(channels.data.slice(0, 2).map((channel) => channel.id))}
      variant="outline"
      size="sm"
    >
      <GitCompareArrows size={16} aria-hidden="true" />
      <Trans>Compare channels</Trans>
    </LinkButton>
  );

  const analyticsLoading = (
    <div role="status" aria-busy="true" aria-label={t`Loading analytics`}>
      <Skeleton height={120} />
    </div>
  );

  return (
    <Page>
      <h1>
        <Trans>Dashboard</Trans>
      </h1>
      <GroupFilterBar filter={groupFilter} />
      {group && shown && <GroupTotals group={group} channels={shown} />}
      <Tabs defaultSelectedKey={defaultView}>
        <TabList aria-label={t`Dashboard views`}>
          <Tab id="overview">
            <Trans>Overview</Trans>
          </Tab>
          <Tab id="channels">
            <Trans>Channels</Trans>
          </Tab>
          <Tab id="analytics">
            <Trans>Analytics</Trans>
          </Tab>
        </TabList>
        <TabPanel id="overview">
          <Section>
            <DashboardStats stats={stats.data} />
            <SectionHeading>
              <h2>
                <Trans>Your Channels</Trans>
              </h2>
              {compare}
            </SectionHeading>
            {failure || grid}
          </Section>
        </TabPanel>
        <TabPanel id="channels">
          <Section>
            <h2>
              <Trans>Channel Management</Trans>
            </h2>
            {failure || grid}
          </Section>
        </TabPanel>
        <TabPanel id="analytics">
          <Section>
            <h2>
              <Trans>Channel Analytics</Trans>
            </h2>
            {failure ||
              (channels.isPending ? (
                analyticsLoading
              ) : (
                <Suspense fallback={analyticsLoading}>
                  <AnalyticsView channels={shown ?? []} />
                </Suspense>
              ))}
          </Section>
        </TabPanel>
      </Tabs>
      <ConnectChannelDialog isOpen={connectOpen} onOpenChange={setConnectOpen} />
    </Page>
  );
}
