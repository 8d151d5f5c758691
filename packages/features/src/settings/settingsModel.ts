import { DELETE_CONFIRMATION_WORD } from '@channel-countdown/contract';

/** SPEC §3: the settings and their defaults, defined once in the contract (the server keeps them). */
export type { NotificationSettings, PrivacySettings, TimerSettings } from '@channel-countdown/contract';
export { DELETE_CONFIRMATION_WORD };

export function isDeleteConfirmed(text: string): boolean {
  return text === DELETE_CONFIRMATION_WORD;
}
