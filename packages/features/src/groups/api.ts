'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import {
  paths,
  sortGroups,
  type CreateGroupRequest,
  type Group,
  type UpdateGroupRequest,
} from '@channel-countdown/contract';
import {
  feedbackMeta,
  serverMessageOr,
  specMutationDefaults,
  specQueryDefaults,
  useApiClient,
  type ApiClient,
} from '../api';
import { analyticsGroupKeyPrefix, groupsQueryKey } from '../shared';

/** GET /api/groups: the user's channel groups with their channels, by name. */
export function groupsQueryOptions(api: ApiClient) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: groupsQueryKey,
    queryFn: () => api.call('GET', paths.groups),
    meta: feedbackMeta({ signInOnUnauthorized: true }),
  });
}

export function useGroups() {
  return useQuery(groupsQueryOptions(useApiClient()));
}

/** After a write: the list as the server answered it (or with the one group replaced), then read again. */
function useGroupsWrite() {
  const queryClient = useQueryClient();
  return {
    put: (group: Group) =>
      queryClient.setQueryData<Group[]>(groupsQueryKey, (groups) =>
        sortGroups([...(groups ?? []).filter((each) => each.id !== group.id), group]),
      ),
    replace: (groups: Group[]) => queryClient.setQueryData<Group[]>(groupsQueryKey, groups),
    drop: (id: number) =>
      queryClient.setQueryData<Group[]>(groupsQueryKey, (groups) =>
        groups?.filter((group) => group.id !== id),
      ),
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: groupsQueryKey });
      // A group's analytics change with its channels.
      void queryClient.invalidateQueries({ queryKey: analyticsGroupKeyPrefix });
    },
  };
}

/** POST /api/groups: a new, empty group. A refused name is the form's to show (no toast). */
export function useCreateGroup() {
  const api = useApiClient();
  const write = useGroupsWrite();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (request: CreateGroupRequest) => api.call('POST', paths.groups, { body: request }),
    onSuccess: (group) => {
      write.put(group);
      write.refresh();
    },
    meta: feedbackMeta({ signInOnUnauthorized: true }),
  });
}

/** PATCH /api/groups/:id: rename or recolour. A refused name is the form's to show (no toast). */
export function useUpdateGroup() {
  const api = useApiClient();
  const write = useGroupsWrite();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: ({ id, ...body }: UpdateGroupRequest & { id: number }) =>
      api.call('PATCH', paths.group, { params: { id }, body }),
    onSuccess: (group) => {
      write.put(group);
      write.refresh();
    },
    meta: feedbackMeta({ signInOnUnauthorized: true }),
  });
}

/** DELETE /api/groups/:id: the group goes; its channels stay. */
export function useDeleteGroup() {
  const api = useApiClient();
  const write = useGroupsWrite();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (id: number) => api.call('DELETE', paths.group, { params: { id } }),
    onSuccess: (_answer, id) => {
      write.drop(id);
      write.refresh();
    },
    meta: feedbackMeta({
      signInOnUnauthorized: true,
      errorToast: { title: msg`Could not delete the group`, description: serverMessageOr() },
    }),
  });
}

/** PUT /api/channels/:id/groups: the groups a channel is in, all of them. */
export function useSetChannelGroups() {
  const api = useApiClient();
  const write = useGroupsWrite();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: ({ channelId, groupIds }: { channelId: number; groupIds: number[] }) =>
      api.call('PUT', paths.channelGroups, { params: { id: channelId }, body: { groupIds } }),
    onSuccess: (groups) => {
      write.replace(groups);
      write.refresh();
    },
    meta: feedbackMeta({
      signInOnUnauthorized: true,
      errorToast: { title: msg`Could not save the channel's groups`, description: serverMessageOr() },
    }),
  });
}
