import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pageHref, paths } from '@channel-countdown/contract';
import { errorMessage, feedbackMeta, useApiClient, specMutationDefaults, type ApiClient } from '../../api';
import { userQueryKey } from '../AuthProvider';
import { useGoToSignIn } from '../signIn';

export const logout = (api: ApiClient) => api.call('POST', paths.logout);

/** After the session ended (signed out, account deleted): forget the user and everything cached for them. */
export function forgetSession(queryClient: QueryClient): void {
  // Another account may sign in next: nothing of this one may be shown from the cache.
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
  queryClient.setQueryData(userQueryKey, null);
}

/**
 * POST /api/logout, the one sign-out helper of the navigation and settings (SPEC §7). Success forgets
 * the user and every cached list; success and failure alike end on /auth (SPEC §2, §4; an embedding host's
 * signInPath or onUnauthorized), a failure after the 'Logout failed' toast.
 */
export function useLogout() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const goToSignIn = useGoToSignIn('auth');
  return useMutation({
    ...specMutationDefaults,
    mutationFn: () => logout(api),
    onSuccess: () => {
      forgetSession(queryClient);
      goToSignIn(pageHref('home'));
    },
    onError: () => goToSignIn(pageHref('home')),
    meta: feedbackMeta({ errorToast: { title: 'Logout failed', description: errorMessage } }),
  });
}
