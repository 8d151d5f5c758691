import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageSpinner } from './FullPageSpinner';
import { useAuth } from './AuthProvider';
import { authPathReturningTo } from './returnTo';

/**
 * SPEC §2: a centred spinner while the session loads, then the page for a user, else /auth — remembering
 * the page asked for (`?returnTo=`), so a deep link (/timers, /channels/7) returns there after sign-in.
 */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to={authPathReturningTo(`${location.pathname}${location.search}${location.hash}`)} replace />;
  return <>{children}</>;
}

/** The admin screen renders its own 'Access Denied' state; this guard only waits for the session. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  return <>{children}</>;
}
