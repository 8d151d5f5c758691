'use client';

import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type UpdateUserStatusRequest } from '@channel-countdown/contract';
import { useToast } from '@channel-countdown/ui';
import { errorMessage, feedbackMeta, useApiClient, specMutationDefaults } from '../../api';
import { usePageI18n } from '../../i18n';
import { adminStatsQueryKey } from './getAdminStats';
import { adminUsersQueryKey } from './getAdminUsers';

export interface UpdateUserStatusVariables extends UpdateUserStatusRequest {
  userId: number;
}

/** PATCH /api/admin/users/{id}/status {isActive}; on success the users and the stats reload (SPEC §4). */
export function useUpdateUserStatus() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const i18n = usePageI18n();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: ({ userId, isActive }: UpdateUserStatusVariables) =>
      api.call('PATCH', paths.adminUserStatus, { params: { id: userId }, body: { isActive } }),
    onSuccess: async () => {
      toast({ title: i18n._(msg`User status updated successfully`), variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsQueryKey }),
      ]);
    },
    meta: feedbackMeta({
      errorToast: { title: msg`Failed to update user status`, description: errorMessage },
    }),
  });
}
