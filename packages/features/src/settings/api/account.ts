'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paths,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type UpdateUserRequest,
} from '@channel-countdown/contract';
import { useApiClient, specMutationDefaults } from '../../api';
import { ACCOUNT_DELETED_PARAM, userQueryKey, useLeaveSession } from '../../session';

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

/** DELETE /api/user: the account and its session are gone; the sign-in page says so (useLeaveSession). */
export function useDeleteAccount() {
  const api = useApiClient();
  const leave = useLeaveSession();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (request: DeleteAccountRequest) => api.call('DELETE', paths.user, { body: request }),
    // The sign-in page says the account was deleted (a toast would not outlive the page load).
    onSuccess: () => leave(ACCOUNT_DELETED_PARAM),
  });
}
