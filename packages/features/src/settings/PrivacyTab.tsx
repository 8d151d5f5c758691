import styled from 'styled-components';
import { Download, LogOut } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@channel-countdown/ui';
import { useLogout } from '../session';
import type { PrivacySettings } from './settingsModel';
import { SwitchGroup, type SwitchOption } from './SwitchGroup';
import type { SettingsForm } from './useSettingsForm';

const switches: SwitchOption<keyof PrivacySettings>[] = [
  { key: 'dataCollection', label: 'Data Collection', description: 'Share anonymous usage data to improve the product.' },
  { key: 'analytics', label: 'Analytics', description: 'Allow analytics cookies.' },
  { key: 'crashReporting', label: 'Crash Reporting', description: 'Send a report when something breaks.' },
];

const Note = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;

export function PrivacyTab({ form, onExport }: { form: SettingsForm; onExport: () => void }) {
  const logout = useLogout();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Privacy</CardTitle>
        <CardDescription>What you share, and your data</CardDescription>
      </CardHeader>
      <CardContent>
        <SwitchGroup legend="Data collection" options={switches} values={form.privacySettings} onChange={form.updatePrivacy} />
      </CardContent>
      <CardFooter style={{ flexWrap: 'wrap' }}>
        <Button variant="outline" onPress={onExport}>
          <Download size={16} aria-hidden="true" />
          Export Data
        </Button>
        <Button variant="destructive" onPress={() => logout.mutate()} isPending={logout.isPending} pendingLabel="Signing out...">
          <LogOut size={16} aria-hidden="true" />
          Sign Out
        </Button>
      </CardFooter>
      <CardContent>
        <Note>
          Your settings stay in this browser. Channel Countdown never sells your data, and the export holds only the
          settings shown on this page.
        </Note>
      </CardContent>
    </Card>
  );
}
