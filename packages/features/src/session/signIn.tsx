'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { pageHref } from '@channel-countdown/contract';
import { Redirect, useHostLocation, useHostNavigate } from '../shared';
import { authPathReturningTo, HOME, safeReturnTo } from './returnTo';

/** Where a signed-out user goes: an embedding app sets it on AppProviders. */
export interface SignInOptions {
  /**
   * The host's sign-in page; a signed-out user is sent there with `?returnTo=<the page they were on>`.
   * @default the app's own routes: `/auth` from a protected page and after sign-out, `/signin` after a 401
   */
  signInPath?: string;
  /**
   * Called instead of any navigation when the user must sign in (a protected page while signed out, a call
   * answered 401, sign-out). `returnTo` is the page to come back to: a same-origin path, '/' for none.
   */
  onUnauthorized?: (returnTo: string) => void;
}

/** The app's own sign-in pages (SPEC §2): /signin forwards to /auth. */
export type AppSignInPage = 'auth' | 'signin';

const SignInContext = createContext<SignInOptions>({});

export function SignInProvider({
  signInPath,
  onUnauthorized,
  children,
}: SignInOptions & { children: ReactNode }) {
  const value = useMemo(() => ({ signInPath, onUnauthorized }), [signInPath, onUnauthorized]);
  return <SignInContext.Provider value={value}>{children}</SignInContext.Provider>;
}

/** The embedding host's sign-in options (empty in the app itself). */
export function useSignInOptions(): SignInOptions {
  return useContext(SignInContext);
}

/** The sign-in address that returns to `returnTo`: the host's signInPath, else the app's own route. */
export function useSignInHref(appPage: AppSignInPage, returnTo = HOME): string {
  const { signInPath } = useContext(SignInContext);
  return authPathReturningTo(returnTo, signInPath ?? pageHref(appPage));
}

/** `goToSignIn(returnTo)`: the host's onUnauthorized if given, else a navigation to the sign-in address. */
export function useGoToSignIn(appPage: AppSignInPage): (returnTo: string) => void {
  const { signInPath, onUnauthorized } = useContext(SignInContext);
  const navigate = useHostNavigate();
  return useCallback(
    (returnTo) => {
      if (onUnauthorized) onUnauthorized(safeReturnTo(returnTo));
      else void navigate(authPathReturningTo(returnTo, signInPath ?? pageHref(appPage)));
    },
    [navigate, onUnauthorized, signInPath, appPage],
  );
}

/** Rendered instead of a page a signed-out user may not see: off to sign in, back to this page after. */
export function RedirectToSignIn({ appPage }: { appPage: AppSignInPage }) {
  const { signInPath, onUnauthorized } = useContext(SignInContext);
  const { pathname, search, hash } = useHostLocation();
  const returnTo = `${pathname}${search}${hash}`;
  useEffect(() => {
    if (onUnauthorized) onUnauthorized(safeReturnTo(returnTo));
  }, [onUnauthorized, returnTo]);
  if (onUnauthorized) return null;
  return <Redirect to={authPathReturningTo(returnTo, signInPath ?? pageHref(appPage))} replace />;
}
