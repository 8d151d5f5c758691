'use client';

import type { ReactNode } from 'react';
import { FullPageSpinner } from './FullPageSpinner';
import { useAuth } from './AuthProvider';
import { usePageReadsPending } from './PageReads';
import { RedirectToSignIn } from './signIn';

/**
 * SPEC §2: a centred spinner while the session loads (and, on the page the app was opened at, while its reads
 * land: PageReadsProvider), then the page for a user, else /auth (or the host's
 * signInPath / onUnauthorized) — remembering
 * the page asked for (`?returnTo=`), so a deep link (/timers, /channels/7) returns there after sign-in.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const pageReadsPending = usePageReadsPending();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <RedirectToSignIn appPage="auth" />;
  // The opened page's reads are landing: rendering now would draw its skeletons, then draw it again.
  if (pageReadsPending) return <FullPageSpinner />;
  return <>{children}</>;
}

/** The admin screen renders its own 'Access Denied' state; this guard only waits for the session. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  return <>{children}</>;
}
