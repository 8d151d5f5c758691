import { createHash } from 'node:crypto';
import type { NewNotification } from '../notifications/store.js';

/**
 * The notification key of an address found taken: one notice per account and address, however often the
 * same Google account signs in (migration 015 uses the same key for the addresses it cleared).
 */
export const emailTakenKey = (email: string) =>
  `email-taken:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;

/**
 * Tells the user, in the app, that their Google account's address stays off this account because another
 * account holds it, and what they can do.
 */
export function emailTakenNotice(userId: number, email: string): NewNotification {
  return {
    userId,
    kind: 'account',
    channelId: null,
    title: 'Email address not added',
    body: `Another Channel Countdown account already uses ${email}, the address of your Google account, so it was not added to this account. If that account is yours, sign in to it with its username and password. To receive email reminders here, add another address in Settings.`,
    dedupeKey: emailTakenKey(email),
    inAppOnly: true,
  };
}
