import { z } from 'zod';
import { intlLocale, type Locale } from './locales.js';
import { idParamSchema, idSchema, isoDateSchema, textSchema, wholeNumberParamSchema } from './common.js';

/**
 * In-app notifications, raised by the server's scheduler (no tab needs to be open) and kept per user with
 * their read state: a cycle ending soon (the user's warning time before its end), a cycle completed, a
 * new upload on a tracked channel. Each links to its channel's page (`channelId`, the internal id). An
 * `account` notice (no channel) tells the user about their account, such as an email address that another
 * account holds; it links to the settings page and is shown in the app only.
 */
export const notificationKindSchema = z.enum([
  'cycle-ending',
  'cycle-completed',
  'new-upload',
  'milestone',
  'channel-changed',
  'account',
]);
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

const cycleEndFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * When a cycle ends, as a reminder says it: a moment that stays true however late the reminder is read ('ends
 * in 11 hours' did not), in UTC, named, since the server does not know the reader's time zone: in English
 * 'Fri, Nov 20, 3:00 PM UTC'; in another language, that language's way of writing the same.
 */
export function formatCycleEnd(endsAt: Date | string | number, locale: Locale = 'en'): string {
  let format = cycleEndFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
    cycleEndFormats.set(locale, format);
  }
  return format.format(new Date(endsAt));
}

/** GET /api/notifications?limit=&cursor=: newest first; `nextCursor` fetches the page after. */
export const notificationsPageSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const NOTIFICATIONS_PAGE_MAX = 50;

export const notificationsQuerySchema = z.object({
  limit: wholeNumberParamSchema(1, NOTIFICATIONS_PAGE_MAX).default(20),
  /** The id of the last notification of the previous page. */
  cursor: idParamSchema.optional(),
});

/** POST /api/notifications/read: these notifications, or all of the user's. */
export const markNotificationsReadRequestSchema = z.union([
  z.strictObject({ ids: z.array(idSchema).min(1).max(NOTIFICATIONS_PAGE_MAX) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;

/** A base64url value (the keys of a push subscription). */
const base64UrlSchema = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Must be base64url');

/**
 * POST /api/push/subscriptions: the browser's PushSubscription.toJSON(), one per device. The server sends
 * only to the browsers' push services: another endpoint host is refused (400).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: textSchema()
    .max(1024)
    .pipe(z.url({ protocol: /^https?$/ })),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64UrlSchema(128), auth: base64UrlSchema(64) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions: this device stops receiving pushes. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: textSchema().min(1).max(1024) });

/** What a push carries (encrypted for the subscription); the service worker shows it. */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a click opens: the channel's page, or the dashboard. */
  url: string;
  /** One notification per event on the device: a repeat replaces instead of stacking. */
  tag: string;
  /** The user's sound and vibration settings. */
  silent: boolean;
  vibrate: number[];
}

/** PATCH (and GET) /api/channels/:id/mute: a muted channel raises no reminders (in-app, push or email). */
export const channelMuteSchema = z.strictObject({ muted: z.boolean() });
export type ChannelMute = z.infer<typeof channelMuteSchema>;

/** What the browser needs to offer push and email reminders, part of GET /api/config. */
export const deliveryConfigSchema = z.object({
  /** The server's VAPID public key (applicationServerKey), or null when Web Push is off. */
  pushPublicKey: z.string().nullable(),
  /** Whether the server has mail configured (SMTP_URL); without it email reminders are off. */
  email: z.boolean(),
});
export type DeliveryConfig = z.infer<typeof deliveryConfigSchema>;

/**
 * GET and POST /api/notifications/unsubscribe?token=: the emails' signed link (GET asks to confirm, POST
 * turns email off). A token that is not one string is no valid link (the server answers so, as for a
 * forged one).
 */
export const unsubscribeQuerySchema = z.object({ token: z.string().catch('') });
