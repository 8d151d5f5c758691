import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from './FullPageSpinner';
import { useAuth } from './AuthProvider';

/** SPEC §2: a centred spinner while the session loads, then the page for a user, else /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return <>{children}</>;
}

/** The admin screen renders its own 'Access Denied' state; this guard only waits for the session. */
export function AdminRoute({ children }: { children: ReactNode }) {
  const { isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner />;
  return <>{children}</>;
}
