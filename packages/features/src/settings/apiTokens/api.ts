'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths, type ApiToken, type CreateApiTokenRequest } from '@channel-countdown/contract';
import {
  feedbackMeta,
  specMutationDefaults,
  specQueryDefaults,
  useApiClient,
  type ApiClient,
} from '../../api';

/** GET /api/tokens: the user's personal API tokens (never the tokens themselves). */
export const apiTokensQueryKey = [paths.apiTokens] as const;

export function apiTokensQueryOptions(api: ApiClient) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: apiTokensQueryKey,
    queryFn: () => api.call('GET', paths.apiTokens),
    // Last-used times move while scripts run: read afresh each time the section shows.
    staleTime: 0,
    meta: feedbackMeta({ signInOnUnauthorized: true }),
  });
}

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions(useApiClient()));
}

/** POST /api/tokens: the answer holds the token, shown this once; the list gains it (without the token). */
export function useCreateApiToken() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (request: CreateApiTokenRequest) => api.call('POST', paths.apiTokens, { body: request }),
    onSuccess: ({ token: _shownOnce, ...listed }) => {
      queryClient.setQueryData<ApiToken[]>(apiTokensQueryKey, (tokens) => [listed, ...(tokens ?? [])]);
      void queryClient.invalidateQueries({ queryKey: apiTokensQueryKey });
    },
  });
}

/** DELETE /api/tokens/:id: the token stops working at once and leaves the list. */
export function useRevokeApiToken() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (id: number) => api.call('DELETE', paths.apiToken, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ApiToken[]>(apiTokensQueryKey, (tokens) =>
        tokens?.filter((token) => token.id !== id),
      );
    },
  });
}
