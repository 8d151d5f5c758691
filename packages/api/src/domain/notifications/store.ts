import {
  reminderRaised,
  reminderReaches,
  type UploadKind,
  type MarkNotificationsReadRequest,
  type NotificationKind,
  type NotificationsPage,
} from '@channel-countdown/contract';
import type { Knex } from 'knex';
import { userDataChanged, type UserVersions } from '../../cache/userVersions.js';
import type { Db } from '../../db/knex.js';
import { storableText } from '../../db/storableText.js';
import { notificationDto } from './presenter.js';
import { ownedChannels } from '../channels/ownership.js';
import { reminderChoicesOf } from './reminderChoices.js';

/** A notification to raise; `dedupeKey` names the event, so raising it again (any instance) stores nothing. */
export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  channelId: number | null;
  title: string;
  body: string;
  dedupeKey: string;
  /** Shown in the app alone (bell and toast), never pushed or mailed: stored as already queued. */
  inAppOnly?: boolean;
  /** A new upload's kind: a kind the channel mutes raises nothing. */
  uploadKind?: UploadKind;
}

/**
 * Stores the notifications that are new and moves their users' data versions on (the bell's read is kept per
 * version: http/cachedResponse.ts); returns how many were. Each channel's reminder choices decide
 * (contract `reminderReaches`): a muted channel, or a new upload of a kind the channel mutes (`reminderRaised`),
 * reaches no medium, so nothing is stored (no bell, toast, push, email or destination: the scheduler's deliveries take only what is stored here); an event kept out of the
 * app alone is stored hidden (`in_app` false), for the other media the deliveries ask the rule about.
 */
export async function raiseNotifications(
  deps: { db: Db | Knex.Transaction; versions: UserVersions },
  notifications: NewNotification[],
  now: Date,
): Promise<number> {
  const { db } = deps;
  let raised = 0;
  const raisedFor = new Set<number>();
  const choices = await reminderChoicesOf(
    db,
    notifications.flatMap((notification) =>
      notification.channelId === null ? [] : [notification.channelId],
    ),
  );
  for (const notification of notifications) {
    const chosen = notification.channelId === null ? undefined : choices.get(notification.channelId);
    if (chosen?.muted) continue;
    if (
      chosen &&
      notification.kind === 'new-upload' &&
      !reminderRaised(chosen, notification.kind, notification.uploadKind)
    )
      continue;
    const inApp =
      chosen === undefined || notification.kind === 'account'
        ? true
        : reminderReaches(chosen, notification.kind, 'in-app');
    const inserted = await db('notifications')
      .insert({
        user_id: notification.userId,
        kind: notification.kind,
        channel_id: notification.channelId,
        title: storableText(notification.title, 255),
        body: storableText(notification.body, 2000),
        dedupe_key: notification.dedupeKey,
        created_at: now,
        read_at: null,
        queued_at: notification.inAppOnly ? now : null,
        in_app: inApp,
      })
      .onConflict(['user_id', 'dedupe_key'])
      .ignore()
      .returning('id');
    if (inserted.length === 0) continue;
    raised += inserted.length;
    raisedFor.add(notification.userId);
  }
  if (raisedFor.size > 0) await userDataChanged(deps.versions, db, [...raisedFor]);
  return raised;
}

/** A user's notifications are the rows with their user_id: every read and write of them is narrowed by it. */
const ownNotifications = (db: Db, userId: number) =>
  db('notifications').where('notifications.user_id', userId).where('notifications.in_app', true);

/** The user's notifications, newest first, a page at a time, with the unread count. */
export async function listNotifications(
  db: Db,
  userId: number,
  { limit, cursor }: { limit: number; cursor?: number },
): Promise<NotificationsPage> {
  const [rows, unread] = await Promise.all([
    ownNotifications(db, userId)
      .modify((query) => (cursor === undefined ? query : query.where('id', '<', cursor)))
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .select('id', 'kind', 'channel_id', 'title', 'body', 'created_at', 'read_at') as Promise<
      Record<string, unknown>[]
    >,
    ownNotifications(db, userId).whereNull('read_at').count({ n: '*' }).first(),
  ]);
  const page = rows.slice(0, limit);
  return {
    items: page.map(notificationDto),
    unreadCount: Number(unread?.n ?? 0),
    nextCursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
  };
}

/** Marks the given notifications of the user (ids of others' are ignored), or all of them, read. */
export async function markNotificationsRead(
  db: Db,
  userId: number,
  request: MarkNotificationsReadRequest,
  now: Date,
): Promise<number> {
  return ownNotifications(db, userId)
    .whereNull('read_at')
    .modify((query) => ('ids' in request ? query.whereIn('id', request.ids) : query))
    .update({ read_at: now });
}

/** Whether the user's channel is muted; null when the user has no such channel. */
export async function channelMuted(db: Db, userId: number, channelId: number): Promise<boolean | null> {
  const row = (await ownedChannels(db, userId).where('channels.id', channelId).first('muted')) as
    { muted: unknown } | undefined;
  return row ? Boolean(row.muted) : null;
}

/** Mutes or unmutes the user's channel; false when the user has no such channel. */
export async function setChannelMuted(
  db: Db,
  userId: number,
  channelId: number,
  muted: boolean,
): Promise<boolean> {
  return (await ownedChannels(db, userId).where('channels.id', channelId).update({ muted })) > 0;
}
