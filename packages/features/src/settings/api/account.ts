import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  pageHref,
  paths,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type UpdateUserRequest,
} from '@channel-countdown/contract';
import { useApiClient, specMutationDefaults } from '../../api';
import {
  ACCOUNT_DELETED_PARAM,
  useFullPageNavigation,
  userQueryKey,
  forgetSession,
  useSignInHref,
  useSignInOptions,
} from '../../session';

/** POST /api/user/password: the server ends every other session and keeps this one signed in. */
export function useChangePassword() {
  const api = useApiClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (request: ChangePasswordRequest) => api.call('POST', paths.userPassword, { body: request }),
  });
}

/** PATCH /api/user: the answer is the updated user, shown everywhere at once. */
export function useUpdateUser() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (changes: UpdateUserRequest) => api.call('PATCH', paths.user, { body: changes }),
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}

/**
 * DELETE /api/user: the account and its session are gone; the browser loads /auth (or the host's signInPath)
 * afresh. An embedding host's onUnauthorized is called instead, after everything cached is forgotten.
 */
export function useDeleteAccount() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigation = useFullPageNavigation();
  const { onUnauthorized } = useSignInOptions();
  const signInHref = useSignInHref('auth');
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (request: DeleteAccountRequest) => api.call('DELETE', paths.user, { body: request }),
    // A new page: nothing of the account stays in memory, and no guard of the page being left can send the
    // browser to /auth?returnTo=… (a way back into an account that no longer exists).
    onSuccess: () => {
      // The sign-in page says the account was deleted (a toast would not outlive the page load).
      if (!onUnauthorized) {
        const separator = signInHref.includes('?') ? '&' : '?';
        return navigation.assign(`${signInHref}${separator}${ACCOUNT_DELETED_PARAM}=1`);
      }
      forgetSession(queryClient);
      onUnauthorized(pageHref('home'));
    },
  });
}
