import { z } from 'zod';
import { isoDateSchema } from './common.js';

/**
 * Issue 46, "What a channel changed": a channel's change log. A refresh that reads a channel whose name,
 * handle, picture or hidden subscriber count differs from what was stored records one change per difference
 * (`channelChanges`); the channel page lists them and each is raised as a 'channel-changed' event.
 *
 * - renamed: before/after are the old and new names.
 * - handle: before/after are the old and new handles, without their '@' (as stored and compared).
 * - picture: before/after are the old and new picture addresses.
 * - subscribers-hidden / subscribers-shown: the channel hid its subscriber count, or shows it again (no
 *   before/after).
 * - video-removed: an upload the channel's feed listed is gone from it (deleted or made private); before is its
 *   title. Found by the feed poll, not by channelChanges.
 */
export const CHANNEL_CHANGE_KINDS = [
  'renamed',
  'handle',
  'picture',
  'subscribers-hidden',
  'subscribers-shown',
  'video-removed',
] as const;
export type ChannelChangeKind = (typeof CHANNEL_CHANGE_KINDS)[number];

/** What a change compares: a channel as stored, or as a lookup just read it. */
export interface ChannelIdentity {
  name: string;
  /** Null: not known (a lookup that did not say the handle, or a channel stored before it was). */
  handle: string | null;
  pictureUrl: string | null;
  /** Null: not known (a lookup that cannot tell a hidden count from one the page left out). */
  subscribersHidden: boolean | null;
}

export interface ChannelChangeFound {
  kind: ChannelChangeKind;
  before: string | null;
  after: string | null;
}

/**
 * A picture address without what only places or sizes it: the host (YouTube serves one picture from
 * yt3.ggpht.com and yt3.googleusercontent.com), the query (`?s=800`) and the `=s800-c-k-…` suffix of its picture
 * addresses, so one picture as the Data API and the public page give it is one picture.
 */
export function pictureKey(url: string): string {
  return url
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
    .replace(/[?#].*$/, '')
    .replace(/=[swh]\d+[^/]*$/, '');
}

/**
 * The changes between a channel as stored and as a lookup read it, in CHANNEL_CHANGE_KINDS' order. What either
 * side does not know (null) is no change: a handle or hidden state learnt for the first time, a lookup that
 * did not say it, a picture the channel has none of.
 */
export function channelChanges(stored: ChannelIdentity, fresh: ChannelIdentity): ChannelChangeFound[] {
  const changes: ChannelChangeFound[] = [];
  if (stored.name !== fresh.name && fresh.name.trim() !== '')
    changes.push({ kind: 'renamed', before: stored.name, after: fresh.name });
  if (stored.handle !== null && fresh.handle !== null && stored.handle !== fresh.handle)
    changes.push({ kind: 'handle', before: stored.handle, after: fresh.handle });
  if (
    stored.pictureUrl !== null &&
    fresh.pictureUrl !== null &&
    pictureKey(stored.pictureUrl) !== pictureKey(fresh.pictureUrl)
  )
    changes.push({ kind: 'picture', before: stored.pictureUrl, after: fresh.pictureUrl });
  if (stored.subscribersHidden !== null && fresh.subscribersHidden !== null) {
    if (!stored.subscribersHidden && fresh.subscribersHidden)
      changes.push({ kind: 'subscribers-hidden', before: null, after: null });
    if (stored.subscribersHidden && !fresh.subscribersHidden)
      changes.push({ kind: 'subscribers-shown', before: null, after: null });
  }
  return changes;
}

export const channelChangeSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(CHANNEL_CHANGE_KINDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
  at: isoDateSchema,
});
export type ChannelChange = z.infer<typeof channelChangeSchema>;
/** GET /api/channels/:id/changes: the channel's change log, newest first. */
export const channelChangesResponseSchema = z.array(channelChangeSchema);
