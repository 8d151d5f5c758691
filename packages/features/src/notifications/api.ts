'use client';

import { queryOptions } from '@tanstack/react-query';
import { paths } from '@channel-countdown/contract';
import { feedbackMeta, specQueryDefaults, type ApiClient } from '../api';

/** GET /api/notifications: the newest page of the user's notifications and the unread count. */
export const notificationsQueryKey = [paths.notifications] as const;

/**
 * How often the bell asks while the tab is visible (react-query pauses the interval in a hidden tab and
 * asks again when it comes back): a notification the scheduler raised toasts within seconds.
 */
export const NOTIFICATIONS_REFETCH_INTERVAL = 12_000;

export function notificationsQueryOptions(api: ApiClient) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: notificationsQueryKey,
    queryFn: () => api.call('GET', paths.notifications),
    refetchInterval: NOTIFICATIONS_REFETCH_INTERVAL,
    // A tab coming back to the front asks at once rather than at the next interval.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/**
 * GET /api/destinations: the user's webhook and chat destinations (never their secrets): Settings lists and
 * manages them, the channel page's bell offers each as a medium.
 */
export const destinationsQueryKey = [paths.destinations] as const;

export function destinationsQueryOptions(api: ApiClient) {
  return queryOptions({
    ...specQueryDefaults,
    queryKey: destinationsQueryKey,
    queryFn: () => api.call('GET', paths.destinations),
    meta: feedbackMeta({ signInOnUnauthorized: true }),
  });
}
