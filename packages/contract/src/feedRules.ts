// The feeds' names and secrets without zod, for screens that read them without checking a request (feeds.ts
// builds the schemas).

/** The feeds behind one secret, each a file name under `/api/feeds/:token/`. */
export const FEED_FILES = {
  uploadsAtom: 'uploads.atom',
  uploadsJson: 'uploads.json',
  eventsAtom: 'events.atom',
  eventsJson: 'events.json',
  cycles: 'cycles.ics',
} as const;
export type FeedName = keyof typeof FEED_FILES;
export const FEED_NAMES = Object.keys(FEED_FILES) as FeedName[];

/** Every secret starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const FEED_TOKEN_PREFIX = 'ccf_';
/** A secret: the prefix and 32 random bytes (256 bits) in base64url (43 characters). */
export const FEED_TOKEN_PATTERN = /^ccf_[A-Za-z0-9_-]{43}$/;
