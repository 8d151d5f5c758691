import {
  FEED_FILES,
  FEED_NAMES,
  type FeedAddresses,
  type FeedName,
  type FeedUrls,
} from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { toDate } from '../../db/rows.js';
import { findUserById, type User } from '../../db/users.js';
import { iso } from '../presenterValues.js';
import { looksLikeFeedToken, newFeedToken, sameToken } from './tokens.js';

/** A feed's absolute address: the app's public origin (PUBLIC_URL), the secret and the feed's file. */
export const feedUrl = (publicUrl: string, token: string, name: FeedName): string =>
  `${publicUrl}/api/feeds/${encodeURIComponent(token)}/${FEED_FILES[name]}`;

function addressesOf(
  publicUrl: string,
  row: { token: string; created_at: unknown } | undefined,
): FeedAddresses {
  if (!row) return { urls: null, createdAt: null };
  const urls = Object.fromEntries(
    FEED_NAMES.map((name) => [name, feedUrl(publicUrl, row.token, name)]),
  ) as FeedUrls;
  return { urls, createdAt: iso(row.created_at) };
}

/** The user's feed addresses, or none while their feeds are off. */
export async function feedAddresses(db: Db, userId: number, publicUrl: string): Promise<FeedAddresses> {
  const row = (await db('feed_tokens').where({ user_id: userId }).first()) as
    { token: string; created_at: unknown } | undefined;
  return addressesOf(publicUrl, row);
}

/** Makes the user's feed secret anew: the old one (if any) stops working in the same write. */
export async function renewFeedToken(
  db: Db,
  userId: number,
  publicUrl: string,
  now: Date,
): Promise<FeedAddresses> {
  const row = { user_id: userId, token: newFeedToken(), created_at: now };
  await db('feed_tokens').insert(row).onConflict('user_id').merge(['token', 'created_at']);
  return addressesOf(publicUrl, row);
}

/** Turns the user's feeds off: their secret goes. Already off: nothing to do (still a success). */
export async function revokeFeedToken(db: Db, userId: number): Promise<void> {
  await db('feed_tokens').where({ user_id: userId }).delete();
}

/**
 * The user whose feeds a secret opens, or null: not a secret's shape, no such secret (never made, made anew
 * since, or turned off), or its user deactivated or gone. Read on every request, so a revocation answers at
 * once on every instance.
 */
export async function feedHolder(db: Db, token: string): Promise<{ user: User; since: Date } | null> {
  if (!looksLikeFeedToken(token)) return null;
  const row = (await db('feed_tokens').where({ token }).first()) as
    { user_id: number; token: string; created_at: unknown } | undefined;
  if (!row || !sameToken(row.token, token)) return null;
  const user = await findUserById(db, Number(row.user_id));
  if (!user || !user.isActive) return null;
  return { user, since: toDate(row.created_at) ?? new Date(0) };
}
