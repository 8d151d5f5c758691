export {
  deriveNotifications,
  countExpiredActiveTimers,
  countUnread,
  formatRemaining,
  WARNING_WINDOW_MS,
} from './deriveNotifications';
export type { AppNotification, NotificationType, TimedChannel } from './deriveNotifications';
export {
  NotificationsProvider,
  NotificationsState,
  useNotifications,
  REMINDER_CHECK_INTERVAL_MS,
} from './NotificationsProvider';
export type { NotificationsContextValue } from './NotificationsProvider';
export { NotificationsMenu } from './NotificationsMenu';
export { NotificationsList } from './NotificationsList';
export { useReminderCheck, WARNING_TOAST_MS, COMPLETION_TOAST_MS } from './useReminderCheck';
