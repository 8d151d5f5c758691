'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackMeta, useApiClient, specMutationDefaults, type ApiClient, type ErrorToast } from '../../api';
import { invalidateChannelData } from '../../shared';

/**
 * A write to a channel or its timer: on success every read of channel data is fetched again (SPEC §7);
 * a 401 sends to sign-in, any other failure shows `errorToast`.
 */
export function useChannelMutation<Variables, Data>(
  request: (api: ApiClient, variables: Variables) => Promise<Data>,
  errorToast: ErrorToast,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (variables: Variables) => request(api, variables),
    onSuccess: () => invalidateChannelData(queryClient),
    meta: feedbackMeta({ signInOnUnauthorized: true, errorToast }),
  });
}
