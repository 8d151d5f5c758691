'use client';

import { FileQuestion } from 'lucide-react';
import { pageHref } from '@channel-countdown/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { LinkButton } from '@channel-countdown/ui';
import { useAuth, useSignInHref } from '../session';
import { StatusPage } from './StatusPage';
import { useDocumentTitle } from '../shared';

/** SPEC §2: any unknown path. A user goes back to the dashboard; a visitor home or into the app. */
export function NotFoundScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Page Not Found`);

  const { user } = useAuth();
  const signInHref = useSignInHref('signin');
  return (
    <StatusPage
      icon={<FileQuestion size={24} />}
      title={t`Page Not Found`}
      text={t`The page you're looking for doesn't exist or has been moved.`}
      actions={
        user ? (
          <LinkButton href={pageHref('home')}>
            <Trans>Back to Dashboard</Trans>
          </LinkButton>
        ) : (
          <>
            <LinkButton href={pageHref('home')}>
              <Trans>Back to Home</Trans>
            </LinkButton>
            <LinkButton href={signInHref} variant="outline">
              <Trans>Sign In</Trans>
            </LinkButton>
            <LinkButton href={pageHref('signup')} variant="outline">
              <Trans>Sign Up</Trans>
            </LinkButton>
          </>
        )
      }
    />
  );
}
