'use client';

import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import { authPathFor, type AuthTab } from './authTab';
import { useDocumentTitle, useHostLocation, useHostNavigate } from '../shared';

function Redirect({ tab }: { tab: AuthTab }) {
  const { t } = useLingui();
  useDocumentTitle(tab === 'signup' ? t`Sign Up` : t`Sign In`);

  const navigate = useHostNavigate();
  const { search } = useHostLocation();
  useEffect(() => {
    void navigate(authPathFor(tab, search), { replace: true });
  }, [navigate, tab, search]);
  return <p>{tab === 'signup' ? t`Redirecting to sign up...` : t`Redirecting to sign in...`}</p>;
}

export const SignInRedirect = () => <Redirect tab="signin" />;
export const SignUpRedirect = () => <Redirect tab="signup" />;
