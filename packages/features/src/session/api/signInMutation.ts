'use client';

import type { MessageDescriptor } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@channel-countdown/contract';
import { errorMessage, feedbackMeta, useApiClient, specMutationDefaults, type ApiClient } from '../../api';
import { userQueryKey } from '../AuthProvider';
import { useFullPageNavigation } from '../fullPageNavigation';
import { useReturnTo } from '../useReturnTo';

/**
 * A request that signs the user in (login, register). Success caches the user and loads the return path
 * (else /) as a new page (SPEC §4); failure shows the toast `errorTitle` with the server's message (SPEC §8).
 */
export function useSignInMutation<Request>(
  request: (api: ApiClient, body: Request) => Promise<User>,
  errorTitle: MessageDescriptor,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigation = useFullPageNavigation();
  const returnTo = useReturnTo();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (body: Request) => request(api, body),
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
      navigation.assign(returnTo);
    },
    // A 401 here is the answer 'Invalid username or password', not an ended session: no sign-in redirect.
    meta: feedbackMeta({ errorToast: { title: errorTitle, description: errorMessage } }),
  });
}
