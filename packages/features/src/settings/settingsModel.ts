import { DEFAULT_SETTINGS, DELETE_CONFIRMATION_WORD } from '@channel-countdown/contract';

/** SPEC §3: the settings and their defaults, defined once in the contract (the server keeps them). */
export type { NotificationSettings, PrivacySettings, TimerSettings } from '@channel-countdown/contract';
export { DELETE_CONFIRMATION_WORD };

export const defaultNotificationSettings = DEFAULT_SETTINGS.notifications;
export const defaultTimerSettings = DEFAULT_SETTINGS.timers;
export const defaultPrivacySettings = DEFAULT_SETTINGS.privacy;

/** The product's own mail domain: the read-only email field shows username@this. */
export const PRODUCT_EMAIL_DOMAIN = 'channelcountdown.app';

export function productEmail(username: string): string {
  return `${username}@${PRODUCT_EMAIL_DOMAIN}`;
}

export function isDeleteConfirmed(text: string): boolean {
  return text === DELETE_CONFIRMATION_WORD;
}
