import { createHmac, timingSafeEqual } from 'node:crypto';
import { paths } from '@channel-countdown/contract';

/**
 * The emails' one-click unsubscribe works without signing in: the link carries the user's id signed with
 * the session secret (HMAC-SHA256), so nobody can unsubscribe someone else. Any of the session keys verifies
 * (rotation); the first signs.
 */
const PURPOSE = 'email-unsubscribe';

const signature = (userId: number, key: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${userId}`).digest('base64url');

export function unsubscribeToken(userId: number, keys: readonly string[]): string {
  return `${userId}.${signature(userId, keys[0]!)}`;
}

/** The user the token was made for, or null when it is not one of ours. */
export function verifyUnsubscribeToken(token: string, keys: readonly string[]): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const valid = keys.some((key) => {
    const expected = Buffer.from(signature(userId, key));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  return valid && userId <= 2_147_483_647 ? userId : null;
}

/** The one-click unsubscribe link of the user's emails (no sign-in needed: the token is signed). */
export const unsubscribeUrl = (publicUrl: string, userId: number, sessionKeys: readonly string[]) =>
  `${publicUrl}${paths.notificationsUnsubscribe}?token=${encodeURIComponent(unsubscribeToken(userId, sessionKeys))}`;
