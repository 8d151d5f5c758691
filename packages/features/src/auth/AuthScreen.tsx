'use client';

import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import {
  Card,
  CardContent,
  CardFooter,
  CardHeading,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@channel-countdown/ui';
import {
  ACCOUNT_DELETED_PARAM,
  useAuth,
  userQueryKey,
  FullPageSpinner,
  useFullPageNavigation,
  useReturnTo,
} from '../session';
import { useHostLocation } from '../shared';
import { authTabFromSearch, type AuthTab } from './authTab';
import { AuthMarketing } from './AuthMarketing';
import { GoogleSignInButton } from './GoogleSignInButton';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { useGoogleSignIn } from './google/useGoogleSignIn';
import { useDocumentTitle } from '../shared';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-8);
  padding: var(--space-6) var(--space-4);
  background: var(--color-bg);
  color: var(--color-text);
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 28rem;
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  margin: var(--space-4) 0;
  font-size: 0.75rem;
  text-transform: uppercase;
  color: var(--color-text-muted);
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid var(--color-border);
  }
`;

const Notice = styled.p`
  margin: 0 0 var(--space-4);
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-success-subtle);
  color: var(--color-success-text);
  font-size: 0.875rem;
`;

const Legal = styled.p`
  font-size: 0.75rem;
  color: var(--color-text-muted);
  text-align: center;
  width: 100%;
  a {
    color: var(--color-primary);
  }
`;

/**
 * /auth (SPEC §2): 'Sign In' and 'Sign Up' tabs, each with Google and a form. A visitor who turns out to
 * be signed in is sent to / by a full page load; opening the page re-asks the server who is signed in.
 */
export function AuthScreen() {
  const { search } = useHostLocation();
  const initialTab = authTabFromSearch(search);
  const accountDeleted = new URLSearchParams(search).get(ACCOUNT_DELETED_PARAM) === '1';
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const { t } = useLingui();
  useDocumentTitle(tab === 'signup' ? t`Sign Up` : t`Sign In`);

  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigation = useFullPageNavigation();
  const google = useGoogleSignIn();
  const returnTo = useReturnTo();

  // A question already on its way (the first load's) is not asked again: its answer is as fresh.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey }, { cancelRefetch: false });
  }, [queryClient]);

  useEffect(() => {
    if (user) navigation.assign(returnTo);
  }, [user, navigation, returnTo]);

  // The forms show at once, without waiting for the session check (on a slow line it queues behind the
  // scripts: bench:vitals); the rare visitor who turns out to be signed in sees the spinner, then /.
  if (user) return <FullPageSpinner />;

  const googleButton = <GoogleSignInButton onPress={() => google.mutate()} isPending={google.isPending} />;

  return (
    <Page>
      <AuthMarketing />
      <Panel>
        {/* The page's one top-level heading. */}
        <CardHeading
          titleAs="h1"
          title={t`Welcome to Channel Countdown`}
          description={t`Join thousands of creators tracking their channels`}
        />
        <CardContent>
          {accountDeleted && (
            <Notice role="status">
              <Trans>Your account and everything in it have been deleted.</Trans>
            </Notice>
          )}
          <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key === 'signup' ? 'signup' : 'signin')}>
            <TabList aria-label={t`Sign in or create an account`}>
              <Tab id="signin">
                <Trans>Sign In</Trans>
              </Tab>
              <Tab id="signup">
                <Trans>Sign Up</Trans>
              </Tab>
            </TabList>
            <TabPanel id="signin">
              {googleButton}
              <Divider>
                <Trans>or continue with username</Trans>
              </Divider>
              <SignInForm isDisabled={google.isPending} />
            </TabPanel>
            <TabPanel id="signup">
              {googleButton}
              <Divider>
                <Trans>or sign up with email</Trans>
              </Divider>
              <SignUpForm isDisabled={google.isPending} />
            </TabPanel>
          </Tabs>
        </CardContent>
        <CardFooter>
          <Legal>
            <Trans>
              By continuing, you agree to our <a href="#terms">Terms of Service</a> and{' '}
              <a href="#privacy">Privacy Policy</a>.
            </Trans>
          </Legal>
        </CardFooter>
      </Panel>
    </Page>
  );
}
