'use client';

import { useState } from 'react';
import styled from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
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

const switches: { key: keyof PrivacySettings; label: MessageDescriptor; description: MessageDescriptor }[] = [
  {
    key: 'dataCollection',
    label: msg`Data Collection`,
    description: msg`Share anonymous usage data to improve the product.`,
  },
  { key: 'analytics', label: msg`Analytics`, description: msg`Allow analytics cookies.` },
  {
    key: 'crashReporting',
    label: msg`Crash Reporting`,
    description: msg`Send a report when something breaks.`,
  },
];

/** GET /api/user/export's three files: everything as JSON, and the channels and notes as CSV tables. */
export const exportFiles = [
  { label: msg`Export Data`, path: paths.userExport },
  { label: msg`Export Channels (CSV)`, path: `${paths.userExport}?format=csv&what=channels` },
  { label: msg`Export Notes (CSV)`, path: `${paths.userExport}?format=csv&what=notes` },
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
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const options: SwitchOption<keyof PrivacySettings>[] = switches.map(({ key, label, description }) => ({
    key,
    label: i18n._(label),
    description: i18n._(description),
  }));
  const logout = useLogout();
  const api = useApiClient();
  const [isImportOpen, setImportOpen] = useState(false);
  return (
    <Card>
      <CardHeading title={t`Privacy`} description={t`What you share, and your data`} />
      <CardContent>
        <SwitchGroup
          legend={t`Data collection`}
          options={options}
          values={form.privacySettings}
          onChange={form.updatePrivacy}
        />
      </CardContent>
      <Wrap>
        {exportFiles.map(({ label, path }) => (
          <Button key={path} variant="outline" onPress={() => download(`${api.baseUrl}${path}`)}>
            <Download size={16} aria-hidden="true" />
            {i18n._(label)}
          </Button>
        ))}
        <Button variant="outline" onPress={() => setImportOpen(true)}>
          <Upload size={16} aria-hidden="true" />
          <Trans>Import Channels</Trans>
        </Button>
        <Button
          variant="destructive"
          onPress={() => logout.mutate()}
          isPending={logout.isPending}
          pendingLabel={t`Signing out...`}
        >
          <LogOut size={16} className={DIRECTIONAL_ICON_CLASS} aria-hidden="true" />
          <Trans>Sign Out</Trans>
        </Button>
      </Wrap>
      <CardContent>
        <Note>
          <Trans>
            Your settings are kept with your account, on every device. Channel Countdown never sells your
            data; the export holds everything your account has: profile, settings, channels, cycles, notes,
            channel groups, milestone alerts and channel history.
          </Trans>
        </Note>
      </CardContent>
      <ImportChannelsDialog isOpen={isImportOpen} onOpenChange={setImportOpen} />
    </Card>
  );
}
