import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_TOKEN_HINT_LENGTH, API_TOKEN_PATTERN, API_TOKEN_PREFIX } from '@channel-countdown/contract';

/**
 * A token's secret and what is kept of it. A token is 32 random bytes (256 bits), so a fast hash is
 * enough at rest: nobody can guess one, and the database, if it leaks, holds only SHA-256 digests, which
 * give no token back. Requests find their token by its digest (an indexed equality), and the digest the
 * row holds is compared again in constant time.
 */

/** A new token: `cct_` and 32 random bytes in base64url. */
export const newToken = (): string => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** Whether a string has the shape of a token (checked before any hashing or query). */
export const looksLikeToken = (value: string): boolean => API_TOKEN_PATTERN.test(value);

/** The SHA-256 of a token, hex: the only form the database holds. */
export const tokenDigest = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** The characters kept in the clear to tell tokens apart (`cct_` and four more). */
export const tokenHint = (token: string): string => token.slice(0, API_TOKEN_HINT_LENGTH);

/** Whether a stored digest is the digest of this token, compared in constant time. */
export function digestMatches(storedHex: string, token: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const computed = Buffer.from(tokenDigest(token), 'hex');
  return stored.length === computed.length && timingSafeEqual(stored, computed);
}
