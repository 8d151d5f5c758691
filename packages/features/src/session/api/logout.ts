'use client';

import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pageHref, paths } from '@channel-countdown/contract';
import { errorMessage, feedbackMeta, useApiClient, specMutationDefaults, type ApiClient } from '../../api';
import { userQueryKey } from '../AuthProvider';
import { useFullPageNavigation } from '../fullPageNavigation';
import { useGoToSignIn, useSignInHref, useSignInOptions } from '../signIn';

export const logout = (api: ApiClient) => api.call('POST', paths.logout);

/** After the session ended (signed out, account deleted): forget the user and everything cached for them. */
export function forgetSession(queryClient: QueryClient): void {
  // Another account may sign in next: nothing of this one may be shown from the cache.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
  queryClient.setQueryData(userQueryKey, null);
}

/**
 * `leave(param?)` once the session has ended on purpose (signed out, account deleted): the sign-in page (or
 * the host's signInPath, with `param=1` when given) loads as a new page, so nothing of the account stays in
 * memory and no guard of the page being left sends the next user to `/auth?returnTo=<this account's page>`.
 * An embedding host's onUnauthorized is called instead, after everything cached is forgotten.
 */
export function useLeaveSession(): (param?: string) => void {
  const queryClient = useQueryClient();
  const navigation = useFullPageNavigation();
  const { onUnauthorized } = useSignInOptions();
  const signInHref = useSignInHref('auth');
  return (param) => {
    if (!onUnauthorized) {
      const separator = signInHref.includes('?') ? '&' : '?';
      return navigation.assign(param ? `${signInHref}${separator}${param}=1` : signInHref);
    }
    forgetSession(queryClient);
    onUnauthorized(pageHref('home'));
  };
}

/**
 * POST /api/logout, the one sign-out helper of the navigation and settings (SPEC §7). Success leaves the
 * session (useLeaveSession: a new /auth page); a failure shows the 'Logout failed' toast and goes to /auth all
 * the same (SPEC §2, §4; an embedding host's signInPath or onUnauthorized).
 */
export function useLogout() {
  const api = useApiClient();
  const leave = useLeaveSession();
  const goToSignIn = useGoToSignIn('auth');
  return useMutation({
    ...specMutationDefaults,
    mutationFn: () => logout(api),
    onSuccess: () => leave(),
    onError: () => goToSignIn(pageHref('home')),
    meta: feedbackMeta({ errorToast: { title: msg`Logout failed`, description: errorMessage } }),
  });
}
