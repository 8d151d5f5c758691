import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { channelsQueryOptions } from '../channels/api';
import { useApiClient } from '../api';
import { useNow } from '../channels/time';
import {
  countExpiredActiveTimers,
  countUnread,
  deriveNotifications,
  type AppNotification,
  type TimedChannel,
} from './deriveNotifications';
import { useReminderCheck } from './useReminderCheck';

/** SPEC §9: the notification list and the reminder check look at the clock once a minute. */
export const REMINDER_CHECK_INTERVAL_MS = 60_000;

export interface NotificationsContextValue {
  notifications: AppNotification[];
  /** The bell's count. */
  unreadCount: number;
  /** The mobile menu's badge: running timers whose end has passed (SPEC §2). */
  expiredActiveTimers: number;
  markRead(id: string): void;
  markAllRead(): void;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/**
 * The signed-in shell's notifications: derived from the channels list (the same query as the dashboard,
 * polled every 30 s, SPEC §7) and the minute clock; read state is kept here, in memory, per id.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { data: channels = [] } = useQuery(channelsQueryOptions(useApiClient()));
  return <NotificationsState channels={channels}>{children}</NotificationsState>;
}

/** The same state over a given list: for stories, tests and teams that hold the channels themselves. */
export function NotificationsState({ channels, children }: { channels: readonly TimedChannel[]; children: ReactNode }) {
  const now = useNow(REMINDER_CHECK_INTERVAL_MS);
  const nowMs = now.getTime();
  const [readIds, setReadIds] = useState<ReadonlySet<string>>(() => new Set());
  const notifications = useMemo(() => deriveNotifications(channels, nowMs, readIds), [channels, nowMs, readIds]);

  const markRead = useCallback((id: string) => setReadIds((ids) => new Set(ids).add(id)), []);
  const markAllRead = useCallback(
    () => setReadIds((ids) => new Set([...ids, ...notifications.map((notification) => notification.id)])),
    [notifications],
  );

  useReminderCheck(channels, readIds, REMINDER_CHECK_INTERVAL_MS);

  const value = useMemo(
    () => ({
      notifications,
      unreadCount: countUnread(notifications),
      expiredActiveTimers: countExpiredActiveTimers(channels, nowMs),
      markRead,
      markAllRead,
    }),
    [notifications, channels, nowMs, markRead, markAllRead],
  );
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications must be used within a NotificationsProvider');
  return value;
}

