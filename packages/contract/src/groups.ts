import { z } from 'zod';
import { idParamSchema, idSchema, isoDateSchema, textSchema } from './common.js';
import { GROUP_COLORS, GROUP_NAME_MAX_LENGTH, GROUPS_MAX } from './limits.js';
import type { Channel } from './channels.js';
import { COMPARE_MAX_CHANNELS, COMPARE_MIN_CHANNELS } from './compare.js';

/**
 * Channel groups: named, coloured sets of a user's channels (a channel may be in several). The dashboard,
 * the timers and the analytics filter by one (`?group=<id>` in the page's address), and a group shows its
 * totals. A group's name is unique per user whatever its case; its colour is one of a fixed palette of named
 * tokens, each readable on light and dark surfaces, and always shown beside the name (never colour alone).
 */

export const groupColorSchema = z.enum(GROUP_COLORS, {
  message: `color must be one of ${GROUP_COLORS.join(', ')}`,
});

/** A group's name: one line, trimmed, 1 to 40 characters. */
export const groupNameSchema = textSchema()
  .refine((name) => !/[\r\n]/.test(name), "A group's name must be on one line")
  .trim()
  .min(1, 'Give the group a name')
  .max(GROUP_NAME_MAX_LENGTH, `A group's name must be at most ${GROUP_NAME_MAX_LENGTH} characters`);

/** What makes two names the same group's: case and Unicode spelling aside ("Gaming" and "gaming" clash). */
export const groupNameKey = (name: string): string => name.trim().normalize('NFKC').toLowerCase();

export const groupSchema = z.object({
  id: idSchema,
  name: z.string(),
  color: groupColorSchema,
  /** The internal ids of the user's channels in the group, in ascending order. */
  channelIds: z.array(idSchema),
  createdAt: isoDateSchema,
});
export type Group = z.infer<typeof groupSchema>;
/** The user's groups, by name (case aside). */
export const groupsResponseSchema = z.array(groupSchema);

export const createGroupRequestSchema = z.object({
  name: groupNameSchema,
  color: groupColorSchema,
});
export type CreateGroupRequest = z.input<typeof createGroupRequestSchema>;

/** Rename or recolour: either or both. */
export const updateGroupRequestSchema = z
  .object({
    name: groupNameSchema.optional(),
    color: groupColorSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.color !== undefined, 'Give a new name or colour');
export type UpdateGroupRequest = z.input<typeof updateGroupRequestSchema>;

export const groupParamsSchema = z.object({ id: idParamSchema });

/**
 * PUT /api/channels/:id/groups: the groups the channel is in, all of them (a group not listed no longer
 * holds it). The answer is the user's groups as they now stand.
 */
export const channelGroupsRequestSchema = z.object({
  groupIds: z
    .array(idSchema)
    .max(GROUPS_MAX, `A channel may be in at most ${GROUPS_MAX} groups`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each group may be listed once'),
});
export type ChannelGroupsRequest = z.input<typeof channelGroupsRequestSchema>;

/* ---- Pure rules the screens share ---- */

/** The group a page's `?group=` names, when it is one of the user's groups; otherwise none (all channels). */
export function groupFromParam(param: string | null | undefined, groups: readonly Group[]): Group | null {
  if (!param || !/^[1-9][0-9]*$/.test(param)) return null;
  return groups.find((group) => group.id === Number(param)) ?? null;
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
