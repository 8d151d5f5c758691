import { z } from 'zod';
import { idParamSchema, idSchema, isoDateSchema, textSchema } from './common.js';
import { GROUP_COLORS, GROUP_NAME_MAX_LENGTH, GROUPS_MAX } from './limits.js';

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
