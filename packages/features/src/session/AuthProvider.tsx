'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paths, type User } from '@channel-countdown/contract';
import { ApiError, useApiClient, specQueryDefaults } from '../api';

export interface AuthContextValue {
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  isLoading: boolean;
  error: Error | null;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export const userQueryKey = [paths.user] as const;

/** GET /api/user: 401 means "no user" (SPEC §7); retried once, refetched on mount and window focus. */
export function useUserQuery() {
  const api = useApiClient();
  return useQuery({
    ...specQueryDefaults,
    queryKey: userQueryKey,
    queryFn: async () => {
      try {
        return await api.call('GET', paths.user);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    retry: 1,
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isLoading, error } = useUserQuery();
  // A refetch that finds the same user changes nothing below: a server-rendered part still waiting for its
  // code to hydrate would otherwise be drawn again by the browser.
  const value = useMemo(() => ({ user: data ?? null, isLoading, error }), [data, isLoading, error]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
