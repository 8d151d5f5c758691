'use client';

import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useToast } from '@channel-countdown/ui';
import { failureFeedback, unauthorizedToast } from '../api';
import { useHostLocation } from '../shared';
import { useGoToSignIn } from './signIn';

/** SPEC §9: the pause between the 'Unauthorized' toast and the redirect. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/**
 * The one place where a failed query or mutation of this package tells the user, as its `meta` asks
 * (FeedbackMeta): a 401 of a call that needs the session shows 'Unauthorized' and goes to sign in after
 * 500 ms (the host's signInPath or onUnauthorized, else /signin), back to this page after; any other failure
 * shows the call's error toast. Mounted once by AppProviders.
 *
 * It listens to the QueryClient's caches rather than setting their `onError`: that is fixed when a client is
 * built, and an embedding app may bring its own (AppProviders' `queryClient`). The caches' 'error' events
 * come exactly where their onError would be called, for any client; the host's own calls carry no such meta
 * and are left alone.
 */
export function FailureFeedback(): null {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const goToSignIn = useGoToSignIn('signin');
  const { pathname, search, hash } = useHostLocation();
  // The listeners outlive renders: they read the latest toast, sign-in and page through this ref.
  // The toasts speak the page's language.
  const { i18n } = useLingui();
  const latest = useRef({ toast, goToSignIn, i18n, page: `${pathname}${search}${hash}` });
  useEffect(() => {
    latest.current = { toast, goToSignIn, i18n, page: `${pathname}${search}${hash}` };
  });

  useEffect(() => {
    let redirect: ReturnType<typeof setTimeout> | undefined;
    const report = (error: unknown, meta: Record<string, unknown> | undefined) => {
      const feedback = failureFeedback(error, meta, latest.current.i18n);
      if (!feedback) return;
      if ('toast' in feedback) {
        latest.current.toast(feedback.toast);
        return;
      }
      // An ended session fails every call in flight (the dashboard's list and stats): one toast, one redirect.
      if (redirect !== undefined) return;
      latest.current.toast(unauthorizedToast(latest.current.i18n));
      const returnTo = latest.current.page;
      redirect = setTimeout(() => {
        redirect = undefined;
        latest.current.goToSignIn(returnTo);
      }, UNAUTHORIZED_REDIRECT_DELAY_MS);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        report(event.action.error, event.query.meta);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') {
        report(event.action.error, event.mutation.meta);
      }
    });
    return () => {
      stopQueries();
      stopMutations();
      clearTimeout(redirect);
    };
  }, [queryClient]);

  return null;
}
