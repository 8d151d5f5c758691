import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';

/**
 * In-app notifications, raised by the server's scheduler (no tab needs to be open) and kept per user with
 * their read state: a cycle ending soon (the user's warning time before its end), a cycle completed, a
 * new upload on a tracked channel. Each links to its channel's page (`channelId`, the internal id).
 */
export const notificationKindSchema = z.enum(['cycle-ending', 'cycle-completed', 'new-upload']);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  channelId: idSchema.nullable(),
  title: z.string(),
  body: z.string(),
  createdAt: isoDateSchema,
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?limit=&cursor=: newest first; `nextCursor` fetches the page after. */
export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const NOTIFICATIONS_PAGE_MAX = 50;

export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
  /** The id of the last notification of the previous page. */
  cursor: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** POST /api/notifications/read: these notifications, or all of the user's. */
export const markNotificationsReadRequestSchema = z.union([
  z.strictObject({ ids: z.array(idSchema).min(1).max(NOTIFICATIONS_PAGE_MAX) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;
