'use client';

import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { useToast } from '@channel-countdown/ui';
import { errorMessage, feedbackMeta, useApiClient, specMutationDefaults } from '../../api';
import { usePageI18n } from '../../i18n';
import { refreshAdminData } from './refreshAdminData';

/**
 * DELETE /api/admin/users/{id}. The user's channels, timers and notes go with them, so every admin list
 * reloads, not only users and stats.
 */
export function useDeleteUser() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const i18n = usePageI18n();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (userId: number) => api.call('DELETE', paths.adminUser, { params: { id: userId } }),
    onSuccess: async () => {
      toast({ title: i18n._(msg`User deleted successfully`), variant: 'success' });
      await refreshAdminData(queryClient);
    },
    meta: feedbackMeta({ errorToast: { title: msg`Failed to delete user`, description: errorMessage } }),
  });
}
