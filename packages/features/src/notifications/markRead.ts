'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  paths,
  type MarkNotificationsReadRequest,
  type NotificationsPage,
} from '@channel-countdown/contract';
import { useApiClient, specMutationDefaults } from '../api';
import { notificationsQueryKey } from './api';

/** The page with these notifications (or all) shown read at once, while the server is told. */
export function markedRead(
  page: NotificationsPage,
  request: MarkNotificationsReadRequest,
): NotificationsPage {
  const ids = 'ids' in request ? new Set(request.ids) : null;
  const items = page.items.map((item) =>
    !item.read && (ids === null || ids.has(item.id)) ? { ...item, read: true } : item,
  );
  const newlyRead = items.filter((item, index) => item.read && !page.items[index]!.read).length;
  const unreadCount = ids === null ? 0 : Math.max(0, page.unreadCount - newlyRead);
  return { ...page, items, unreadCount };
}

/**
 * POST /api/notifications/read: the read state is kept on the server, so it survives a reload. Used by the
 * panel and the mobile menu (both loaded lazily), not by the dashboard's first render.
 */
export function useMarkNotificationsRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...specMutationDefaults,
    mutationFn: (request: MarkNotificationsReadRequest) =>
      api.call('POST', paths.notificationsRead, { body: request }),
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const before = queryClient.getQueryData<NotificationsPage>(notificationsQueryKey);
      if (before) queryClient.setQueryData(notificationsQueryKey, markedRead(before, request));
      return { before };
    },
    onError: (_error, _request, context) => {
      if (context?.before) queryClient.setQueryData(notificationsQueryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
