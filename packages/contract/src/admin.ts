import { z } from 'zod';
import { idParamSchema, idSchema, isoDateSchema, textSchema, wholeNumberParamSchema } from './common.js';
import { roleSchema } from './auth.js';
import { INVALID_CURSOR_MESSAGE } from './messages.js';
import { refreshFailureSchema } from './channels.js';
import {
  ADMIN_PAGE_LIMIT_DEFAULT,
  ADMIN_PAGE_LIMIT_MAX,
  ADMIN_SEARCH_MAX,
  ALL_FILTER,
  CHANNEL_SORTS,
  type CursorKeyKind,
  DATE_THEN_ID_CURSOR_KEY,
  decodeAdminCursor,
  NOTE_SORTS,
  TIMER_SORTS,
  userCursorKey,
  USER_FILTERS,
  USER_SORTS,
} from './adminLists.js';

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

export const adminTopChannelSchema = z.object({
  channelName: z.string(),
  videoCount: count.nullable(),
  subscriberCount: count.nullable(),
  user: z.object({ username: z.string() }),
});
export type AdminTopChannel = z.infer<typeof adminTopChannelSchema>;

/** How many users sit in each engagement band (SPEC §4), counted by the server over every user. */
export const adminEngagementSchema = z.object({
  averageScore: z.number().int().min(0).max(100),
  bands: z.object({ High: count, Good: count, Medium: count, Low: count }),
});
export type AdminEngagement = z.infer<typeof adminEngagementSchema>;

/**
 * GET /api/admin/stats: the overview's figures, every one an aggregate over the whole platform (the
 * screen never loads every user to count them): totals, engagement bands and average, Top Performers
 * (up to 8 users with a score above 0, highest first) and Top Channels (up to 8 by subscribers).
 */
export const adminStatsSchema = z.object({
  totalUsers: count,
  activeUsers: count,
  totalChannels: count,
  totalTimers: count,
  totalNotes: count,
  engagement: adminEngagementSchema,
  topPerformers: z.array(adminUserSchema),
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
    /** The refreshes that failed since (refreshFailureSchema); a failing channel is marked in the list. */
    refreshFailure: refreshFailureSchema.nullable(),
    lastUpload: isoDateSchema.nullable(),
    createdAt: isoDateSchema,
    userId: idSchema,
  }),
  users: z.object({ id: idSchema, username: z.string() }).nullable(),
});
export type AdminChannelItem = z.infer<typeof adminChannelItemSchema>;

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

export const adminNoteSchema = z.object({
  id: idSchema,
  content: z.string(),
  createdAt: isoDateSchema,
  channel: z.object({ channelName: z.string() }),
  user: z.object({ username: z.string() }),
});
export type AdminNote = z.infer<typeof adminNoteSchema>;

export const updateUserStatusRequestSchema = z.object({ isActive: z.boolean() });
export type UpdateUserStatusRequest = z.infer<typeof updateUserStatusRequestSchema>;

export const adminUserParamsSchema = z.object({ id: idParamSchema });

/** PATCH /api/admin/users/:id/status: the user's id and new state. */
export const updateUserStatusResponseSchema = z.object({
  message: z.string(),
  id: idSchema,
  isActive: z.boolean(),
});

/* ------------------------------------------------------------------------------------------------------
 * Paged admin lists (issue 22): GET /api/admin/users|channels|timers|notes?limit=&cursor=&q=&filter=&sort=
 * answer { items, nextCursor, total }. The server searches, filters and sorts in SQL; the MSW mocks apply
 * the pure rules of adminLists.ts to their fixtures, so both answer the same page for the same data.
 * ---------------------------------------------------------------------------------------------------- */

type Choice = readonly { id: string; label: string }[];
const ids = <T extends Choice>(choices: T) =>
  choices.map((choice) => choice.id) as unknown as [T[number]['id'], ...T[number]['id'][]];

/**
 * The query of a paged admin list. `limit` 1–200 (default 50); `cursor` is the opaque nextCursor of the
 * previous page, made for the same sort (parsed: the key the page starts after); `q` a case-insensitive
 * substring; `filter` and `sort` one of the list's ids.
 */
function adminListQuerySchema<S extends Choice, F extends Choice>(
  sorts: S,
  filters: F,
  cursorKey: (sort: S[number]['id']) => readonly CursorKeyKind[],
) {
  const sortIds = ids(sorts);
  const filterIds = ids(filters);
  return z
    .object({
      limit: wholeNumberParamSchema(1, ADMIN_PAGE_LIMIT_MAX).default(ADMIN_PAGE_LIMIT_DEFAULT),
      cursor: z.string().min(1).max(512).optional(),
      q: textSchema()
        .max(ADMIN_SEARCH_MAX)
        .default('')
        .transform((text) => text.trim()),
      filter: z.enum(filterIds).default(filterIds[0]),
      sort: z.enum(sortIds).default(sortIds[0]),
    })
    .transform(({ cursor, ...query }, ctx) => {
      if (cursor === undefined) return { ...query, cursor: undefined };
      const key = decodeAdminCursor(cursor, query.sort, cursorKey(query.sort));
      if (key) return { ...query, cursor: key };
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: INVALID_CURSOR_MESSAGE, input: cursor });
      return z.NEVER;
    });
}

export const adminUsersQuerySchema = adminListQuerySchema(USER_SORTS, USER_FILTERS, userCursorKey);
const dateThenId = () => DATE_THEN_ID_CURSOR_KEY;
export const adminChannelsQuerySchema = adminListQuerySchema(CHANNEL_SORTS, ALL_FILTER, dateThenId);
export const adminTimersQuerySchema = adminListQuerySchema(TIMER_SORTS, ALL_FILTER, dateThenId);
export const adminNotesQuerySchema = adminListQuerySchema(NOTE_SORTS, ALL_FILTER, dateThenId);
export type AdminUsersQuery = z.output<typeof adminUsersQuerySchema>;
export type AdminChannelsQuery = z.output<typeof adminChannelsQuerySchema>;
export type AdminTimersQuery = z.output<typeof adminTimersQuerySchema>;
export type AdminNotesQuery = z.output<typeof adminNotesQuerySchema>;

/**
 * One page of a list: its items, the cursor of the next page (null on the last) and the matching total;
 * `totalCapped` says more rows match than `total` (a search stops counting at ADMIN_SEARCH_COUNT_CAP).
 */
export const adminPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: count,
    totalCapped: z.boolean(),
  });

export const adminUsersPageSchema = adminPageSchema(adminUserSchema);
export const adminChannelsPageSchema = adminPageSchema(adminChannelItemSchema);
export const adminTimersPageSchema = adminPageSchema(adminTimerSchema);
export const adminNotesPageSchema = adminPageSchema(adminNoteSchema);
