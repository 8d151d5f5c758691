import { useState } from 'react';
import styled from 'styled-components';
import { Download, LogOut, Upload } from 'lucide-react';
import { paths } from '@channel-countdown/contract';
import {
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeading,
  DIRECTIONAL_ICON_CLASS,
} from '@channel-countdown/ui';
import { useApiClient } from '../api';
import { useLogout } from '../session';
import { lazyOverlay } from '../shared';
import type { DownloadFile } from './downloadFile';
import type { ImportChannelsDialogProps } from './import/ImportChannelsDialog';
import type { PrivacySettings } from './settingsModel';
import { SwitchGroup, type SwitchOption } from './SwitchGroup';
import type { SettingsForm } from './useSettingsForm';

const ImportChannelsDialog = lazyOverlay<ImportChannelsDialogProps>(() =>
  import('./import/ImportChannelsDialog').then((module) => module.ImportChannelsDialog),
);

const switches: SwitchOption<keyof PrivacySettings>[] = [
  {
    key: 'dataCollection',
    label: 'Data Collection',
    description: 'Share anonymous usage data to improve the product.',
  },
  { key: 'analytics', label: 'Analytics', description: 'Allow analytics cookies.' },
  { key: 'crashReporting', label: 'Crash Reporting', description: 'Send a report when something breaks.' },
];

/** GET /api/user/export's three files: everything as JSON, and the channels and notes as CSV tables. */
export const exportFiles = [
  { label: 'Export Data', path: paths.userExport },
  { label: 'Export Channels (CSV)', path: `${paths.userExport}?format=csv&what=channels` },
  { label: 'Export Notes (CSV)', path: `${paths.userExport}?format=csv&what=notes` },
] as const;

const Note = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;

const Wrap = styled(CardFooter)`
  flex-wrap: wrap;
`;

export function PrivacyTab({ form, download }: { form: SettingsForm; download: DownloadFile }) {
  const logout = useLogout();
  const api = useApiClient();
  const [isImportOpen, setImportOpen] = useState(false);
  return (
    <Card>
      <CardHeading title="Privacy" description="What you share, and your data" />
      <CardContent>
        <SwitchGroup
          legend="Data collection"
          options={switches}
          values={form.privacySettings}
          onChange={form.updatePrivacy}
        />
      </CardContent>
      <Wrap>
        {exportFiles.map(({ label, path }) => (
          <Button key={path} variant="outline" onPress={() => download(`${api.baseUrl}${path}`)}>
            <Download size={16} aria-hidden="true" />
            {label}
          </Button>
        ))}
        <Button variant="outline" onPress={() => setImportOpen(true)}>
          <Upload size={16} aria-hidden="true" />
          Import Channels
        </Button>
        <Button
          variant="destructive"
          onPress={() => logout.mutate()}
          isPending={logout.isPending}
          pendingLabel="Signing out..."
        >
          <LogOut size={16} className={DIRECTIONAL_ICON_CLASS} aria-hidden="true" />
          Sign Out
        </Button>
      </Wrap>
      <CardContent>
        <Note>
          Your settings are kept with your account, on every device. Channel Countdown never sells your data;
          the export holds everything your account has: profile, settings, channels, cycles, notes and channel
          history.
        </Note>
      </CardContent>
      <ImportChannelsDialog isOpen={isImportOpen} onOpenChange={setImportOpen} />
    </Card>
  );
}
