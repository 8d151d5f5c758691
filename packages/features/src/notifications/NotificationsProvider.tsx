import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Notification } from '@channel-countdown/contract';
import { useApiClient } from '../api';
import { useSavedSettings } from '../settings/api/settings';
import { notificationsQueryOptions, useMarkNotificationsRead } from './api';
import { useNotificationToasts } from './useNotificationToasts';

export interface NotificationsContextValue {
  /** The newest page, newest first; each links to its channel's page. */
  notifications: readonly Notification[];
  /** The bell's count and the mobile menu's badge: the server's unread count. */
  unreadCount: number;
  isLoading: boolean;
  isError: boolean;
  markRead(id: number): void;
  markAllRead(): void;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/**
 * The signed-in shell's notifications, as the server's scheduler raised them (GET /api/notifications,
 * polled while the tab is visible) with their read state kept on the server; new ones toast.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { data, isLoading, isError } = useQuery(notificationsQueryOptions(useApiClient()));
  const { notifications: settings } = useSavedSettings();
  useNotificationToasts(data?.items, { sound: settings.soundEnabled, vibration: settings.vibrationEnabled });
  const { mutate } = useMarkNotificationsRead();
  const markRead = useCallback((id: number) => mutate({ ids: [id] }), [mutate]);
  const markAllRead = useCallback(() => mutate({ all: true }), [mutate]);

  const value = useMemo(
    () => ({
      notifications: data?.items ?? [],
      unreadCount: data?.unreadCount ?? 0,
      isLoading,
      isError,
      markRead,
      markAllRead,
    }),
    [data, isLoading, isError, markRead, markAllRead],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used within a NotificationsProvider');
  return value;
}
