import type { Notification, NotificationKind } from '@channel-countdown/contract';
import { iso } from '../presenterValues.js';

/** A notifications row (id, kind, channel_id, title, body, created_at, read_at): read once read_at is set. */
export function notificationDto(row: Record<string, unknown>): Notification {
  return {
    id: Number(row.id),
    kind: row.kind as NotificationKind,
    channelId: row.channel_id === null || row.channel_id === undefined ? null : Number(row.channel_id),
    title: String(row.title),
    body: String(row.body),
    createdAt: iso(row.created_at),
    read: row.read_at !== null && row.read_at !== undefined,
  };
}
