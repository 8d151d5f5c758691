import type { AdminChannelItem } from '@channel-countdown/contract';

type AdminChannel = AdminChannelItem['channels'];

export const THUMBNAIL_SIZE = 240;
export const ACTIVITY_LIST_SIZE = 10;

/** An admin channel with its owner, flattened from the {channels, users} item of GET /api/admin/channels. */
export type AdminChannelWithOwner = AdminChannel & { user: AdminChannelItem['users'] };

export function mergeChannelItems(items: readonly AdminChannelItem[]): AdminChannelWithOwner[] {
  return items.map((item) => ({ ...item.channels, user: item.users }));
}

/**
 * YouTube channel avatars carry their size in the URL: `…=s88-c-k-…` on yt3.ggpht.com /
 * yt3.googleusercontent.com, or a `/s88-c-k/` path segment on older hosts. Ask for `size` px instead;
 * any other URL is returned untouched.
 */
export function thumbnailAtSize(url: string | null | undefined, size = THUMBNAIL_SIZE): string | null {
  if (!url) return null;
  if (/=s\d+(?=-|$)/.test(url)) return url.replace(/=s\d+(?=-|$)/, `=s${size}`);
  if (/\/s\d+-c(?=[-/])/.test(url)) return url.replace(/\/s\d+-c(?=[-/])/, `/s${size}-c`);
  return url;
}
