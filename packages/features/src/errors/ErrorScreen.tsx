'use client';

import { AlertTriangle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@channel-countdown/ui';
import { useFullPageNavigation } from '../session';
import { StatusPage } from './StatusPage';
import { useDocumentTitle } from '../shared';

/** SPEC §2: what the error boundary shows instead of a broken screen; the way out is a reload. */
export function ErrorScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Something went wrong`);

  const navigation = useFullPageNavigation();
  return (
    <StatusPage
      icon={<AlertTriangle size={24} />}
      title={t`Something went wrong`}
      text={t`An unexpected error occurred. Please try refreshing the page.`}
      actions={
        <Button onPress={() => navigation.reload()}>
          <Trans>Refresh Page</Trans>
        </Button>
      }
    />
  );
}
