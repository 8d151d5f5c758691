import { z } from 'zod';
import { isoDateSchema } from './common.js';

/**
 * Secret feed addresses: a user's read-only feeds for feed readers and calendar apps, which cannot sign in.
 * One secret per user opens every feed of theirs: the address holds it, so anyone with the address reads the
 * feeds, and nothing else. Making a new one revokes the old at once; turning feeds off revokes it.
 */

/** How many entries the uploads and events feeds hold (newest first). */
export const FEED_ENTRIES_MAX = 100;

/** The media types the feeds are answered with. */
export const FEED_MEDIA_TYPES = {
  atom: 'application/atom+xml',
  json: 'application/feed+json',
  calendar: 'text/calendar',
} as const;

/** The user's feed addresses: absolute URLs, each for a feed reader or a calendar app. */
export const feedUrlsSchema = z.object({
  uploadsAtom: z.url(),
  uploadsJson: z.url(),
  eventsAtom: z.url(),
  eventsJson: z.url(),
  cycles: z.url(),
});
export type FeedUrls = z.infer<typeof feedUrlsSchema>;

/** GET /api/feeds: the addresses, or null while the user has none (feeds are off). */
export const feedAddressesSchema = z.object({
  urls: feedUrlsSchema.nullable(),
  /** When the current secret was made; null while feeds are off. */
  createdAt: isoDateSchema.nullable(),
});
export type FeedAddresses = z.infer<typeof feedAddressesSchema>;

/** The token param of a feed's address: any text (a malformed one is a 404 like a wrong one, never a 400). */
export const feedParamsSchema = z.object({ token: z.string() });
