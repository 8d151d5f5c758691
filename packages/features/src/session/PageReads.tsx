'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { ANY_READER, pageReadsFor, readQueryKey, type User } from '@channel-countdown/contract';
import { specQueryDefaults, useApiClient } from '../api';
import { userQueryKey } from './AuthProvider';

/** How long the opened page may wait for its reads before it renders without them (with its skeletons). */
export const PAGE_READS_WAIT_MS = 1000;

const userQueryHash = hashKey(userQueryKey);

const PageReadsPendingContext = createContext(false);

/**
 * Starts the reads of the page the app was opened at (`pathname`, contract's pageReadsFor) the moment the
 * session check's answer says signed in: not when the screen's code has arrived and mounted, nor after the
 * app has rendered again with the user. The server has preloaded them beside the page, so they take those
 * responses. Until they are in (at most PAGE_READS_WAIT_MS), `usePageReadsPending` is true and
 * ProtectedRoute keeps its spinner, so the layout and the screen render once, with their data, instead of
 * rendering skeletons, laying them out, and rendering again (bench:vitals, the dashboard of 100 channels at
 * a 4× slowdown: each of those renders and layouts is 100–300 ms of main thread). Once per page load:
 * signing in or out loads the page anew. Without `pathname` nothing is started and nothing waits.
 */
export function PageReadsProvider({ pathname, children }: { pathname?: string; children: ReactNode }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  // Nothing to wait for when the page came with its reads' answers (a server-rendered page).
  const [pending, setPending] = useState(
    () =>
      pathname !== undefined &&
      pageReadsFor(pathname, ANY_READER).page.some(
        (address) => queryClient.getQueryData(readQueryKey(address)) === undefined,
      ),
  );

  useEffect(() => {
    if (pathname === undefined) return;
    const cache = queryClient.getQueryCache();
    let stopListening = () => {};
    let stopWaiting = () => {};
    const startOnceSignedIn = () => {
      const user = queryClient.getQueryData<User | null>(userQueryKey);
      if (user === undefined) return;
      stopListening();
      if (user === null) return setPending(false);
      // The screens' own queries use the same key (readQueryKey) and the same freshness, so they find the data
      // fresh and do not ask again. A read that fails is the screen's to show: it only ends the wait.
      // Only what this reader may read: a plain user at /admin asks nothing of the administrator's.
      const reads = pageReadsFor(pathname, user).page.map((address) =>
        queryClient.prefetchQuery({
          ...specQueryDefaults,
          queryKey: readQueryKey(address),
          queryFn: () => api.read(address),
        }),
      );
      const timer = setTimeout(() => setPending(false), PAGE_READS_WAIT_MS);
      stopWaiting = () => clearTimeout(timer);
      void Promise.allSettled(reads).then(() => {
        stopWaiting();
        setPending(false);
      });
    };
    stopListening = cache.subscribe((event) => {
      if (event.type === 'updated' && event.query.queryHash === userQueryHash) startOnceSignedIn();
    });
    startOnceSignedIn();
    return () => {
      stopListening();
      stopWaiting();
    };
  }, [pathname, api, queryClient]);

  return <PageReadsPendingContext.Provider value={pending}>{children}</PageReadsPendingContext.Provider>;
}

/** Whether the opened page's reads (PageReadsProvider) are still on their way. */
export function usePageReadsPending(): boolean {
  return useContext(PageReadsPendingContext);
}
