import styled from 'styled-components';
import { Bell, Palette, Save, Shield, Timer, User } from 'lucide-react';
import { Button, Tab, TabList, TabPanel, Tabs, useToast } from '@channel-countdown/ui';
import { downloadJson as saveJsonFile, type DownloadJson } from '../analytics/downloadJson';
import { FullPageSpinner, useAuth } from '../session';
import { HeaderActions, Page, PageHeader, PageSubtitle, PageTitle } from '../timers/Page';
import { AppearanceTab } from './AppearanceTab';
import { NotificationsTab } from './NotificationsTab';
import { PrivacyTab } from './PrivacyTab';
import { ProfileTab } from './ProfileTab';
import { buildSettingsExport } from './settingsExport';
import { TimersTab } from './TimersTab';
import { useSettingsForm } from './useSettingsForm';
import { useDocumentTitle } from '../shared/documentTitle';

const TabIcon = styled.span`
  display: inline-flex;
  margin-right: var(--space-2);
  vertical-align: -2px;
`;

export interface SettingsScreenProps {
  /** Saves the export file; stories pass a spy. @default a Blob download through a temporary link */
  download?: DownloadJson;
}

/** /settings: screen-state preferences with a dirty flag (SPEC §2 "Settings", §3, §4). */
export function SettingsScreen(props: SettingsScreenProps) {
  useDocumentTitle('Settings');

  const { user, isLoading } = useAuth();
  // The form starts from the signed-in user's name, so it mounts once the session is known.
  if (isLoading || !user) return <FullPageSpinner />;
  return <SettingsForm username={user.username} {...props} />;
}

function SettingsForm({ username, download = saveJsonFile }: SettingsScreenProps & { username: string }) {
  const form = useSettingsForm(username);
  const { toast } = useToast();

  function save() {
    // SPEC §1, §7: settings are never sent to a server; saving confirms and clears the flag.
    form.markSaved();
    toast({ title: 'Settings Saved', description: 'Your preferences have been updated successfully.', variant: 'success' });
  }

  function exportSettings() {
    const file = buildSettingsExport({
      username: form.profile.username,
      notifications: form.notifications,
      timerSettings: form.timerSettings,
      privacySettings: form.privacySettings,
      now: new Date(),
    });
    download(file.fileName, file.data);
  }

  return (
    <Page>
      <PageHeader>
        <div>
          <PageTitle>Settings</PageTitle>
          <PageSubtitle>Customize Your Experience</PageSubtitle>
        </div>
        <HeaderActions>
          {form.isDirty && (
            <Button onPress={save}>
              <Save size={16} aria-hidden="true" />
              Save Changes
            </Button>
          )}
        </HeaderActions>
      </PageHeader>
      {/* The form state lives above the tabs, so an edit survives a visit to another tab. */}
      <Tabs defaultSelectedKey="profile">
        <TabList aria-label="Settings sections">
          <Tab id="profile">
            <TabIcon aria-hidden="true">
              <User size={16} />
            </TabIcon>
            Profile
          </Tab>
          <Tab id="notifications">
            <TabIcon aria-hidden="true">
              <Bell size={16} />
            </TabIcon>
            Notifications
          </Tab>
          <Tab id="timers">
            <TabIcon aria-hidden="true">
              <Timer size={16} />
            </TabIcon>
            Timers
          </Tab>
          <Tab id="appearance">
            <TabIcon aria-hidden="true">
              <Palette size={16} />
            </TabIcon>
            Appearance
          </Tab>
          <Tab id="privacy">
            <TabIcon aria-hidden="true">
              <Shield size={16} />
            </TabIcon>
            Privacy
          </Tab>
        </TabList>
        <TabPanel id="profile">
          <ProfileTab form={form} />
        </TabPanel>
        <TabPanel id="notifications">
          <NotificationsTab form={form} />
        </TabPanel>
        <TabPanel id="timers">
          <TimersTab form={form} />
        </TabPanel>
        <TabPanel id="appearance">
          <AppearanceTab onChange={form.markDirty} />
        </TabPanel>
        <TabPanel id="privacy">
          <PrivacyTab form={form} onExport={exportSettings} />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
