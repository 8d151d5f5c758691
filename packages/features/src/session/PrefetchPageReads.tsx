import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { pageReadsFor } from '@channel-countdown/contract';
import { specQueryDefaults, useApiClient } from '../api';
import { useAuth } from './AuthProvider';

/**
 * Starts the reads of the screen at `pathname` (contract's pageReadsFor) once the session is known to be
 * signed in, instead of when the screen's code has arrived and mounted. The server has preloaded them beside
 * the page, so they take those responses, and the screen's first render has its data rather than skeletons
 * and a second render (bench:vitals, the dashboard of 100 channels: LCP 2.54 → 2.34 s). Once per page load:
 * signing in or out loads the page anew.
 */
export function PrefetchPageReads({ pathname }: { pathname: string }) {
  const { user } = useAuth();
  const api = useApiClient();
  const queryClient = useQueryClient();
  // Only whether there is a user, not which object: the session check's refetches must not start them again.
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    // The screens' own queries use the same key (the path) and the same freshness, so they find the data
    // fresh and do not ask again.
    for (const path of pageReadsFor(pathname).page) {
      void queryClient.prefetchQuery({
        ...specQueryDefaults,
        queryKey: [path],
        queryFn: () => api.get(path),
      });
    }
  }, [signedIn, pathname, api, queryClient]);
  return null;
}
