import { paths, type AdminUser, type User as UserDto } from '@channel-countdown/contract';
import type { User } from '../../db/users.js';
import { count } from '../../db/rows.js';
import { iso, isoOrNull } from '../presenterValues.js';

/** The signed-in user as every auth, profile and export answer shows them. */
export function userDto(user: User): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    avatarUrl: user.avatarUpdatedAt ? paths.userAvatarImage(user.id, user.avatarUpdatedAt.getTime()) : null,
    hasPassword: user.passwordHash !== null,
  };
}

/** A users row with its stored counts (migration 012), as the admin lists show it. */
export function adminUserDto(row: Record<string, unknown>): AdminUser {
  return {
    id: count(row.id),
    username: String(row.username),
    email: (row.email as string | null) ?? null,
    role: row.role === 'admin' ? 'admin' : 'user',
    isActive: Boolean(row.is_active),
    createdAt: iso(row.created_at),
    lastActivityAt: isoOrNull(row.last_activity_at),
    engagementScore: count(row.engagement_score),
    channelsCount: count(row.channels_count),
    timersCount: count(row.timers_count),
    activeTimersCount: count(row.active_timers_count),
    notesCount: count(row.notes_count),
  };
}
