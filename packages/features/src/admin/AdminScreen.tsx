'use client';

import { Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner, Tab, TabList, TabPanel, Tabs } from '@channel-countdown/ui';
import { isAdmin } from '@channel-countdown/contract';
import { FullPageSpinner, useAuth } from '../session';
import { AccessDenied } from './AccessDenied';
import { useAdminStats, useAdminSystem } from './api';
import { AdminHeader } from './components/AdminHeader';
import { OverviewTab } from './components/OverviewTab';
import { ChannelsTab } from './components/ChannelsTab';
import { ActivityTab } from './components/ActivityTab';
import { prefetchable, useDocumentTitle } from '../shared';

/* The page's main landmark: the admin header inside it is not a second banner beside the app's. */
const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
  padding: var(--space-6);
  max-width: 90rem;
  margin: 0 auto;
  width: 100%;
`;

const Panel = styled(TabPanel)`
  padding-top: var(--space-4);
`;

const PanelLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: var(--space-8);
`;

/*
 * The users tab (its table, search, selects and dialogs: most of the page's react-aria code) is not needed by
 * the Overview the page opens on: it is fetched while the browser is idle after the first screen, or at once
 * when its tab is chosen before that (bench:vitals, issue 22). Once fetched, choosing the tab renders it at once.
 */
const { Component: UsersTab, prefetchWhenIdle: prefetchUsersTab } = prefetchable(() =>
  import('./components/UsersTab').then((module) => module.UsersTab),
);

/**
 * /admin (SPEC §2). The host mounts it inside AdminRoute, which only waits for the session; the role check
 * lives here. Every admin call is made only for an administrator (SPEC §6).
 */
export function AdminScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Admin Dashboard`);

  const { user, isLoading } = useAuth();
  const admin = isAdmin(user);
  const [realTime, setRealTime] = useState(true);

  // Only the stats reload every 30 s in real-time mode; each tab pages its own list from the server.
  const stats = useAdminStats({ enabled: admin, realTime });
  const system = useAdminSystem({ enabled: admin, realTime });
  useEffect(() => (admin ? prefetchUsersTab() : undefined), [admin]);

  if (isLoading) return <FullPageSpinner />;
  if (!admin) return <AccessDenied redirect={user !== null} />;

  return (
    <Page>
      <AdminHeader userCount={stats.data?.totalUsers} realTime={realTime} onRealTimeChange={setRealTime} />
      <Tabs defaultSelectedKey="overview">
        <TabList aria-label={t`Admin sections`}>
          <Tab id="overview">
            <Trans>Overview</Trans>
          </Tab>
          <Tab id="users">
            <Trans>Users</Trans>
          </Tab>
          <Tab id="channels">
            <Trans>Channels</Trans>
          </Tab>
          <Tab id="activity">
            <Trans>Activity</Trans>
          </Tab>
        </TabList>
        <Panel id="overview">
          <OverviewTab stats={stats.data} system={system.data} systemFailed={system.isError} />
        </Panel>
        <Panel id="users">
          <Suspense
            fallback={
              <PanelLoading>
                <Spinner label={t`Loading users`} />
              </PanelLoading>
            }
          >
            <UsersTab totalUsers={stats.data?.totalUsers} enabled={admin} />
          </Suspense>
        </Panel>
        <Panel id="channels">
          <ChannelsTab enabled={admin} />
        </Panel>
        <Panel id="activity">
          <ActivityTab enabled={admin} />
        </Panel>
      </Tabs>
    </Page>
  );
}
