'use client';

import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, KeyRound, Palette, Save, Shield, Timer, User } from 'lucide-react';
import type { Settings, User as UserDto } from '@channel-countdown/contract';
import {
  Button,
  Page,
  PageHeader,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useToast,
} from '@channel-countdown/ui';
import { FullPageSpinner, useAuth } from '../session';
import { useSettings } from './api/settings';
import { downloadFile, type DownloadFile } from './downloadFile';
import { ApiTokensSection } from './apiTokens/ApiTokensSection';
import { FeedsSection } from './feeds/FeedsSection';
import { AppearanceTab } from './AppearanceTab';
import { DestinationsSection } from './destinations/DestinationsSection';
import { NotificationsTab } from './NotificationsTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfileTab } from './ProfileTab';
import { TimersTab } from './TimersTab';
import { useSettingsForm } from './useSettingsForm';
import { focusPageHeading, ReadError, useDocumentTitle, useUnsavedChanges } from '../shared';

const TabIcon = styled.span`
  display: inline-flex;
  margin-inline-end: var(--space-2);
  vertical-align: -2px;
`;

/** On a phone the five tabs wrap onto two rows, all in sight, instead of scrolling off-screen without a hint. */
const SectionTabs = styled(TabList)`
  @media (max-width: 767px) {
    flex-wrap: wrap;
    overflow-x: visible;

    > * {
      flex: 1 0 auto;
    }
  }
`;

export interface SettingsScreenProps {
  /** Fetches an export file from the server; stories pass a spy. @default a download through a temporary link */
  download?: DownloadFile;
}

/** /settings: the account's settings, loaded from and saved to the server (SPEC §2 "Settings", §3, §4; issue 19). */
export function SettingsScreen(props: SettingsScreenProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Settings`);

  const { user, isLoading } = useAuth();
  const settings = useSettings();
  // The form starts from the user's name and saved settings, so it mounts once both are known.
  if (isLoading || !user || settings.isPending) return <FullPageSpinner />;
  if (settings.isError) {
    return (
      <Page>
        <ReadError
          title={t`Could not load your settings`}
          error={settings.error}
          onRetry={settings.refetch}
          isRetrying={settings.isFetching}
        />
      </Page>
    );
  }
  return <SettingsForm user={user} saved={settings.data} {...props} />;
}

function SettingsForm({
  user,
  saved,
  download = downloadFile,
}: SettingsScreenProps & { user: UserDto; saved: Settings }) {
  const { t } = useLingui();
  const form = useSettingsForm(user, saved);
  const { toast } = useToast();
  // Edits are kept until saved: leaving with some asks first.
  useUnsavedChanges(form.isDirty);

  async function save() {
    const outcome = await form.save();
    if (outcome.ok) {
      // Save Changes hides once saved: focus goes to the page, not the top of the document.
      focusPageHeading();
      toast({
        title: t`Settings Saved`,
        description: t`Your preferences have been updated successfully.`,
        variant: 'success',
      });
    } else {
      toast({ title: t`Settings Not Saved`, description: outcome.message, variant: 'destructive' });
    }
  }

  return (
    <Page>
      <PageHeader
        title={t`Settings`}
        description={t`Customize Your Experience`}
        actions={
          form.isDirty && (
            <Button onPress={() => void save()} isPending={form.isSaving} pendingLabel={t`Saving...`}>
              <Save size={16} aria-hidden="true" />
              <Trans>Save Changes</Trans>
            </Button>
          )
        }
      />
      {/* The form state lives above the tabs, so an edit survives a visit to another tab. */}
      <Tabs defaultSelectedKey="profile">
        <SectionTabs aria-label={t`Settings sections`}>
          <Tab id="profile">
            <TabIcon aria-hidden="true">
              <User size={16} />
            </TabIcon>
            <Trans>Profile</Trans>
          </Tab>
          <Tab id="notifications">
            <TabIcon aria-hidden="true">
              <Bell size={16} />
            </TabIcon>
            <Trans>Notifications</Trans>
          </Tab>
          <Tab id="timers">
            <TabIcon aria-hidden="true">
              <Timer size={16} />
            </TabIcon>
            <Trans>Timers</Trans>
          </Tab>
          <Tab id="appearance">
            <TabIcon aria-hidden="true">
              <Palette size={16} />
            </TabIcon>
            <Trans>Appearance</Trans>
          </Tab>
          <Tab id="privacy">
            <TabIcon aria-hidden="true">
              <Shield size={16} />
            </TabIcon>
            <Trans>Privacy</Trans>
          </Tab>
          <Tab id="api-tokens">
            <TabIcon aria-hidden="true">
              <KeyRound size={16} />
            </TabIcon>
            <Trans>API Tokens</Trans>
          </Tab>
        </SectionTabs>
        <TabPanel id="profile">
          <ProfileTab form={form} />
        </TabPanel>
        <TabPanel id="notifications">
          <Stack gap={4}>
            <NotificationsTab form={form} />
            <DestinationsSection />
          </Stack>
        </TabPanel>
        <TabPanel id="timers">
          <TimersTab form={form} />
        </TabPanel>
        <TabPanel id="appearance">
          <AppearanceTab />
        </TabPanel>
        <TabPanel id="privacy">
          <PrivacyTab form={form} download={download} />
        </TabPanel>
        <TabPanel id="api-tokens">
          <Stack gap={6}>
            <ApiTokensSection />
            <FeedsSection />
          </Stack>
        </TabPanel>
      </Tabs>
    </Page>
  );
}
