import type { AdminNote, Note as NoteDto } from '@channel-countdown/contract';
import { iso, usernameOrUnknown } from '../presenterValues.js';

/** A notes row (id, channel_id, content, color, created_at, updated_at). */
export function noteDto(row: Record<string, unknown>): NoteDto {
  return {
    id: Number(row.id),
    channelId: Number(row.channel_id),
    content: String(row.content),
    color: row.color as NoteDto['color'],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A note with its channel's name and owner, as the admin notes list shows it. */
export function adminNoteDto(row: Record<string, unknown>): AdminNote {
  return {
    id: Number(row.id),
    content: String(row.content),
    createdAt: iso(row.created_at),
    channel: { channelName: String(row.channel_name) },
    user: { username: usernameOrUnknown(row.username) },
  };
}
