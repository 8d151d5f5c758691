import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { paths, type MarkNotificationsReadRequest, type NotificationsPage } from '@channel-countdown/contract';
import { useApiClient, type ApiClient } from '../api';

/** GET /api/notifications: the newest page of the user's notifications and the unread count. */
export const notificationsQueryKey = [paths.notifications] as const;

/**
 * How often the bell asks while the tab is visible (react-query pauses the interval in a hidden tab and
 * asks again when it comes back): a notification the scheduler raised toasts within seconds.
 */
export const NOTIFICATIONS_REFETCH_INTERVAL = 12_000;

export function notificationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: notificationsQueryKey,
    queryFn: () => api.get<NotificationsPage>(paths.notifications),
    refetchInterval: NOTIFICATIONS_REFETCH_INTERVAL,
    // A tab coming back to the front asks at once rather than at the next interval.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** The page with these notifications (or all) shown read at once, while the server is told. */
export function markedRead(page: NotificationsPage, request: MarkNotificationsReadRequest): NotificationsPage {
  const ids = 'ids' in request ? new Set(request.ids) : null;
  const items = page.items.map((item) => (!item.read && (ids === null || ids.has(item.id)) ? { ...item, read: true } : item));
  const newlyRead = items.filter((item, index) => item.read && !page.items[index]!.read).length;
  const unreadCount = ids === null ? 0 : Math.max(0, page.unreadCount - newlyRead);
  return { ...page, items, unreadCount };
}

/** POST /api/notifications/read: the read state is kept on the server, so it survives a reload. */
export function useMarkNotificationsRead() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: MarkNotificationsReadRequest) => api.post<unknown>(paths.notificationsRead, request),
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
