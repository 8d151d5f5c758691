import type { Channel } from './channels.js';
import type { Group } from './groups.js';
import { COMPARE_MAX_CHANNELS, COMPARE_MIN_CHANNELS } from './compareAddress.js';
import { readIdParam } from './limits.js';

/**
 * The pure rules of channel groups the screens share (issue 43), free of zod like limits.ts: the dashboard's
 * first render filters by group without loading the schemas.
 */

/** The group a page's `?group=` names, when it is one of the user's groups; otherwise none (all channels). */
export function groupFromParam(param: string | null | undefined, groups: readonly Group[]): Group | null {
  const id = param ? readIdParam(param) : null;
  return id === null ? null : (groups.find((group) => group.id === id) ?? null);
}

/** The items of the group's channels (all of them with no group), in their order. */
export function inGroup<Item>(
  items: readonly Item[],
  group: Pick<Group, 'channelIds'> | null,
  channelIdOf: (item: Item) => number,
): Item[] {
  if (!group) return [...items];
  const members = new Set(group.channelIds);
  return items.filter((item) => members.has(channelIdOf(item)));
}

/** The groups a channel is in, in the groups' order. */
export const groupsOfChannel = (groups: readonly Group[], channelId: number): Group[] =>
  groups.filter((group) => group.channelIds.includes(channelId));

/** A group's totals: its channels, and their subscribers, views and videos (unknown counts add nothing). */
export interface GroupTotals {
  channels: number;
  subscribers: number;
  views: number;
  videos: number;
  /** Whether some channel's subscriber, view or video count is unknown (hidden, or not yet looked up). */
  incomplete: boolean;
}

export function groupTotals(
  channels: readonly Pick<Channel, 'subscriberCount' | 'viewCount' | 'videoCount'>[],
): GroupTotals {
  const totals: GroupTotals = {
    channels: channels.length,
    subscribers: 0,
    views: 0,
    videos: 0,
    incomplete: false,
  };
  for (const channel of channels) {
    if (channel.subscriberCount === null || channel.viewCount === null || channel.videoCount === null)
      totals.incomplete = true;
    totals.subscribers += channel.subscriberCount ?? 0;
    totals.views += channel.viewCount ?? 0;
    totals.videos += channel.videoCount ?? 0;
  }
  return totals;
}

/**
 * Whether a group's channels fit on one compare chart (2 to 8 of them): 'ready' with its channels' ids in the
 * order given, else 'too-few' or 'too-many' with how many it has, so the screen can say why it offers none.
 */
export type GroupCompare =
  { kind: 'ready'; channelIds: number[] } | { kind: 'too-few' | 'too-many'; count: number };

export function groupCompare(channelIds: readonly number[]): GroupCompare {
  const count = channelIds.length;
  if (count < COMPARE_MIN_CHANNELS) return { kind: 'too-few', count };
  if (count > COMPARE_MAX_CHANNELS) return { kind: 'too-many', count };
  return { kind: 'ready', channelIds: [...channelIds] };
}

/** Groups in the order every list shows them: by name, case aside, then by id. */
export function sortGroups<G extends Pick<Group, 'id' | 'name'>>(groups: readonly G[]): G[] {
  return [...groups].sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id,
  );
}
