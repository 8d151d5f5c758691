'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@channel-countdown/contract';
import { useApiClient } from '../api';
import { notificationsQueryOptions } from './api';
import { useNotificationToasts } from './useNotificationToasts';

export interface NotificationsContextValue {
  /** The newest page, newest first; each links to its channel's page. */
  notifications: readonly Notification[];
  /** The bell's count and the mobile menu's badge: the server's unread count. */
  unreadCount: number;
  isLoading: boolean;
  isError: boolean;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/**
 * The signed-in shell's notifications, as the server's scheduler raised them (GET /api/notifications,
 * polled while the tab is visible) with their read state kept on the server (useMarkNotificationsRead);
 * new ones toast.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { data, isLoading, isError } = useQuery(notificationsQueryOptions(useApiClient()));
  useNotificationToasts(data?.items);

  const value = useMemo(
    () => ({
      notifications: data?.items ?? [],
      unreadCount: data?.unreadCount ?? 0,
      isLoading,
      isError,
    }),
    [data, isLoading, isError],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used within a NotificationsProvider');
  return value;
}
