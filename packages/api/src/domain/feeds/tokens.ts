import { randomBytes, timingSafeEqual } from 'node:crypto';
import { FEED_TOKEN_PATTERN, FEED_TOKEN_PREFIX } from '@channel-countdown/contract';

/**
 * A feed secret: `ccf_` and 32 random bytes (256 bits) in base64url, so nobody can guess one or walk from
 * one user's to another's. It is kept as it is (migration 020 says why) and found by an indexed equality; the
 * row's secret is then compared again in constant time.
 */
export const newFeedToken = (): string => `${FEED_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** Whether a string has the shape of a feed secret (checked before any query). */
export const looksLikeFeedToken = (value: string): boolean => FEED_TOKEN_PATTERN.test(value);

/** Whether two secrets are the same, compared in constant time. */
export function sameToken(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
