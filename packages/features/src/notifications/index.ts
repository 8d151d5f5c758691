export { NotificationsProvider, useNotifications } from './NotificationsProvider';
export type { NotificationsContextValue } from './NotificationsProvider';
export { NotificationsMenu } from './NotificationsMenu';
export { NotificationsList } from './NotificationsList';
export type { NotificationsListProps } from './NotificationsList';
export {
  notificationsQueryKey,
  notificationsQueryOptions,
  NOTIFICATIONS_REFETCH_INTERVAL,
  destinationsQueryKey,
  destinationsQueryOptions,
} from './api';
export { eventName, kindName } from './reminderText';
export { ChannelRemindersButton, useChannelReminders } from './ChannelReminders';
export { useMarkNotificationsRead, markedRead } from './markRead';
export { useNotificationToasts } from './useNotificationToasts';
export { WARNING_TOAST_MS, COMPLETION_TOAST_MS } from './useNotificationToasts';
export { ChannelMuteSwitch, useChannelMute } from './ChannelMuteSwitch';
export { usePushSubscription } from './usePushSubscription';
export type { PushState } from './usePushSubscription';
export { DeliveryNotes, useDeliverySwitches } from './DeliverySettings';
