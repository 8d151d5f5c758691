import { createHmac, timingSafeEqual } from 'node:crypto';
import { paths } from '@channel-countdown/contract';

/**
 * The emails' unsubscribe link works without signing in: the link carries the user's id and the moment it
 * expires, signed with the session secret (HMAC-SHA256), so nobody can unsubscribe someone else or stretch
 * a link's life. Any of the session keys verifies (rotation); the first signs. A link works for
 * UNSUBSCRIBE_LINK_DAYS after its email was sent, and once (domain/notifications/unsubscribe.ts).
 */
const PURPOSE = 'email-unsubscribe';

/** How long an email's unsubscribe link works. */
export const UNSUBSCRIBE_LINK_DAYS = 60;
const LINK_LIFETIME_MS = UNSUBSCRIBE_LINK_DAYS * 24 * 60 * 60 * 1000;

const signature = (userId: number, expiresAt: number, key: string) =>
  createHmac('sha256', key).update(`${PURPOSE}:${userId}:${expiresAt}`).digest('base64url');

/** A link for the user made at `now`: `<user id>.<expiry in Unix seconds>.<signature>`. */
export function unsubscribeToken(userId: number, keys: readonly string[], now: Date): string {
  const expiresAt = Math.floor((now.getTime() + LINK_LIFETIME_MS) / 1000);
  return `${userId}.${expiresAt}.${signature(userId, expiresAt, keys[0]!)}`;
}

export type UnsubscribeTokenCheck =
  | { kind: 'valid'; userId: number; expiresAt: Date; signature: string }
  | { kind: 'expired' }
  | { kind: 'invalid' };

/** Whether the token is one of ours ('invalid' when not), and still within its lifetime at `now`. */
export function checkUnsubscribeToken(
  token: string,
  keys: readonly string[],
  now: Date,
): UnsubscribeTokenCheck {
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { kind: 'invalid' };
  const userId = Number(match[1]);
  const expiresAt = Number(match[2]);
  const given = Buffer.from(match[3]!);
  const valid = keys.some((key) => {
    const expected = Buffer.from(signature(userId, expiresAt, key));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!valid || userId > 2_147_483_647) return { kind: 'invalid' };
  if (expiresAt * 1000 <= now.getTime()) return { kind: 'expired' };
  return { kind: 'valid', userId, expiresAt: new Date(expiresAt * 1000), signature: match[3]! };
}

/** The unsubscribe link of an email sent at `now` (no sign-in needed: the token is signed). */
export const unsubscribeUrl = (
  publicUrl: string,
  userId: number,
  sessionKeys: readonly string[],
  now: Date,
) =>
  `${publicUrl}${paths.notificationsUnsubscribe}?token=${encodeURIComponent(unsubscribeToken(userId, sessionKeys, now))}`;
