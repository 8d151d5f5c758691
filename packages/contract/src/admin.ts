import { z } from 'zod';
import { idParamSchema, idSchema, isoDateSchema } from './common.js';
import { roleSchema } from './auth.js';

const count = z.number().int().nonnegative();

/** Admin user record (SPEC §3). engagementScore is 0–100. */
export const adminUserSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string().nullable(),
  role: roleSchema,
  isActive: z.boolean(),
  createdAt: isoDateSchema,
  lastActivityAt: isoDateSchema.nullable(),
  engagementScore: z.number().min(0).max(100),
  channelsCount: count,
  timersCount: count,
  activeTimersCount: count,
  notesCount: count,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.array(adminUserSchema);

export const adminTopChannelSchema = z.object({
  channelName: z.string(),
  videoCount: count.nullable(),
  subscriberCount: count.nullable(),
  user: z.object({ username: z.string() }),
});
export type AdminTopChannel = z.infer<typeof adminTopChannelSchema>;

export const adminStatsSchema = z.object({
  totalUsers: count,
  activeUsers: count,
  totalChannels: count,
  totalTimers: count,
  totalNotes: count,
  topChannels: z.array(adminTopChannelSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/channels item: the row's channel part and its owner part (null if the owner is gone). */
export const adminChannelItemSchema = z.object({
  channels: z.object({
    id: idSchema,
    channelId: z.string(),
    channelName: z.string(),
    channelDescription: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    subscriberCount: count.nullable(),
    videoCount: count.nullable(),
    lastFetched: isoDateSchema.nullable(),
    lastUpload: isoDateSchema.nullable(),
    createdAt: isoDateSchema,
    userId: idSchema,
  }),
  users: z.object({ id: idSchema, username: z.string() }).nullable(),
});
export type AdminChannelItem = z.infer<typeof adminChannelItemSchema>;
export const adminChannelsResponseSchema = z.array(adminChannelItemSchema);

export const adminTimerSchema = z.object({
  id: idSchema,
  isActive: z.boolean(),
  isPaused: z.boolean(),
  startTime: isoDateSchema,
  endTime: isoDateSchema,
  channel: z.object({ channelName: z.string() }),
  user: z.object({ username: z.string() }),
});
export type AdminTimer = z.infer<typeof adminTimerSchema>;
export const adminTimersResponseSchema = z.array(adminTimerSchema);

export const adminNoteSchema = z.object({
  id: idSchema,
  content: z.string(),
  createdAt: isoDateSchema,
  channel: z.object({ channelName: z.string() }),
  user: z.object({ username: z.string() }),
});
export type AdminNote = z.infer<typeof adminNoteSchema>;
export const adminNotesResponseSchema = z.array(adminNoteSchema);

export const updateUserStatusRequestSchema = z.object({ isActive: z.boolean() });
export type UpdateUserStatusRequest = z.infer<typeof updateUserStatusRequestSchema>;

export const adminUserParamsSchema = z.object({ id: idParamSchema });
