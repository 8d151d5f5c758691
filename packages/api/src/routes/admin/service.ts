import type {
  AdminChannelItem,
  AdminNote,
  AdminStats,
  AdminTimer,
  AdminUser,
} from '@channel-countdown/contract';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { toDate, User } from '../../db/models/index.js';
import { conflict, notFound } from '../../http/HttpError.js';
import { destroyUserSessions } from '../../http/session.js';
import { joinYouTubeChannel } from '../../channels-data/youtubeChannels.js';
import { engagementScore } from '../../services/engagement.js';

/**
 * The admin dashboard's data (SPEC §2 "Admin Dashboard", §3 admin records). Every list is built in a fixed
 * number of queries whatever the number of users (aggregates grouped by user, never a query per row).
 *
 * Timers are kept as history (one row per cycle). For the admin:
 *   - a user's timersCount is every cycle of their channels that was not deleted,
 *   - a running timer is the channel's current cycle, active and not yet ended; activeTimersCount,
 *     stats.totalTimers (the overview's "Active Timers" card) and GET /api/admin/timers all count these.
 */

export const TOP_CHANNELS_LIMIT = 8;

const iso = (value: unknown) => toDate(value)?.toISOString() ?? null;
const isoRequired = (value: unknown) => toDate(value)?.toISOString() ?? new Date(0).toISOString();
const count = (value: unknown) => Number(value ?? 0);

/** Timers joined to their channel; not deleted. */
function liveTimers(db: Db) {
  return db('timers').join('channels', 'channels.id', 'timers.channel_id').whereNull('timers.deleted_at');
}

function whereRunning(query: Knex.QueryBuilder, now: Date) {
  return query
    .where('timers.is_current', true)
    .where('timers.is_active', true)
    .where('timers.end_time', '>', now);
}

async function countsByUser(query: Knex.QueryBuilder): Promise<Map<number, number>> {
  const rows = (await query
    .select('channels.user_id as userId')
    .count({ n: '*' })
    .groupBy('channels.user_id')) as Array<{
    userId: number;
    n: unknown;
  }>;
  return new Map(rows.map((row) => [Number(row.userId), count(row.n)]));
}

export async function listAdminUsers(db: Db, now: Date): Promise<AdminUser[]> {
  const [users, channels, timers, running, notes] = await Promise.all([
    User.query(db).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    countsByUser(db('channels')),
    countsByUser(liveTimers(db)),
    countsByUser(whereRunning(liveTimers(db), now)),
    countsByUser(db('notes').join('channels', 'channels.id', 'notes.channel_id')),
  ]);
  return users.map((user) => {
    const channelsCount = channels.get(user.id) ?? 0;
    const activeTimersCount = running.get(user.id) ?? 0;
    const notesCount = notes.get(user.id) ?? 0;
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      isActive: user.isActive,
      createdAt: user.createdAt.toISOString(),
      lastActivityAt: user.lastActivityAt?.toISOString() ?? null,
      engagementScore: engagementScore(
        {
          channels: channelsCount,
          activeTimers: activeTimersCount,
          notes: notesCount,
          lastActivityAt: user.lastActivityAt,
        },
        now,
      ),
      channelsCount,
      timersCount: timers.get(user.id) ?? 0,
      activeTimersCount,
      notesCount,
    };
  });
}

async function total(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.count({ n: '*' }).first()) as { n: unknown } | undefined;
  return count(row?.n);
}

export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const [totalUsers, activeUsers, totalChannels, totalTimers, totalNotes, top] = await Promise.all([
    total(db('users')),
    total(db('users').where('is_active', true)),
    total(db('channels')),
    total(whereRunning(liveTimers(db), now)),
    total(db('notes')),
    db('channels')
      .modify(joinYouTubeChannel)
      .leftJoin('users', 'users.id', 'channels.user_id')
      .select('youtube_channels.channel_name', 'youtube_channels.video_count', 'youtube_channels.subscriber_count', 'users.username')
      .orderByRaw('coalesce(youtube_channels.subscriber_count, -1) desc')
      .orderBy('channels.id', 'asc')
      .limit(TOP_CHANNELS_LIMIT),
  ]);
  return {
    totalUsers,
    activeUsers,
    totalChannels,
    totalTimers,
    totalNotes,
    topChannels: (top as Array<Record<string, unknown>>).map((row) => ({
      channelName: String(row.channel_name),
      videoCount: row.video_count === null ? null : count(row.video_count),
      subscriberCount: row.subscriber_count === null ? null : count(row.subscriber_count),
      user: { username: typeof row.username === 'string' ? row.username : 'Unknown' },
    })),
  };
}

export async function listAdminChannels(db: Db): Promise<AdminChannelItem[]> {
  const rows = (await db('channels')
    .modify(joinYouTubeChannel)
    .leftJoin('users', 'users.id', 'channels.user_id')
    .select(
      'channels.id',
      'channels.channel_id',
      'channels.user_id',
      'channels.created_at',
      'youtube_channels.channel_name',
      'youtube_channels.channel_description',
      'youtube_channels.thumbnail_url',
      'youtube_channels.subscriber_count',
      'youtube_channels.video_count',
      'youtube_channels.last_fetched',
      'youtube_channels.last_upload',
      'users.id as owner_id',
      'users.username as owner_username',
    )
    .orderBy('channels.created_at', 'desc')
    .orderBy('channels.id', 'desc')) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    channels: {
      id: count(row.id),
      channelId: String(row.channel_id),
      channelName: String(row.channel_name),
      channelDescription: (row.channel_description as string | null) ?? null,
      thumbnailUrl: (row.thumbnail_url as string | null) ?? null,
      subscriberCount: row.subscriber_count === null ? null : count(row.subscriber_count),
      videoCount: row.video_count === null ? null : count(row.video_count),
      lastFetched: iso(row.last_fetched),
      lastUpload: iso(row.last_upload),
      createdAt: isoRequired(row.created_at),
      userId: count(row.user_id),
    },
    users: row.owner_id === null ? null : { id: count(row.owner_id), username: String(row.owner_username) },
  }));
}

export async function listAdminTimers(db: Db, now: Date): Promise<AdminTimer[]> {
  const rows = (await whereRunning(liveTimers(db), now)
    .modify(joinYouTubeChannel)
    .leftJoin('users', 'users.id', 'channels.user_id')
    .select(
      'timers.id',
      'timers.is_active',
      'timers.is_paused',
      'timers.start_time',
      'timers.end_time',
      'youtube_channels.channel_name',
      'users.username',
    )
    .orderBy('timers.end_time', 'asc')
    .orderBy('timers.id', 'asc')) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    id: count(row.id),
    isActive: Boolean(row.is_active),
    isPaused: Boolean(row.is_paused),
    startTime: isoRequired(row.start_time),
    endTime: isoRequired(row.end_time),
    channel: { channelName: String(row.channel_name) },
    user: { username: typeof row.username === 'string' ? row.username : 'Unknown' },
  }));
}

export async function listAdminNotes(db: Db): Promise<AdminNote[]> {
  const rows = (await db('notes')
    .join('channels', 'channels.id', 'notes.channel_id')
    .modify(joinYouTubeChannel)
    .leftJoin('users', 'users.id', 'channels.user_id')
    .select('notes.id', 'notes.content', 'notes.created_at', 'youtube_channels.channel_name', 'users.username')
    .orderBy('notes.created_at', 'desc')
    .orderBy('notes.id', 'desc')) as Array<Record<string, unknown>>;
  return rows.map((row) => ({
    id: count(row.id),
    content: String(row.content),
    createdAt: isoRequired(row.created_at),
    channel: { channelName: String(row.channel_name) },
    user: { username: typeof row.username === 'string' ? row.username : 'Unknown' },
  }));
}

export const SELF_STATUS_MESSAGE = 'You cannot deactivate your own account';
export const SELF_DELETE_MESSAGE = 'You cannot delete your own account';
export const USER_NOT_FOUND_MESSAGE = 'User not found';

/**
 * Activates or deactivates a user. Deactivation ends every session of theirs at once, so a signed-in user
 * is out on their next request; the sign-in calls refuse them while inactive.
 */
export async function setUserActive(
  db: Db,
  actorId: number,
  userId: number,
  isActive: boolean,
): Promise<User> {
  if (actorId === userId) throw conflict(SELF_STATUS_MESSAGE);
  return db.transaction(async (trx) => {
    const user = await User.query(trx).findById(userId);
    if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
    await User.query(trx).findById(userId).patch({ isActive });
    if (!isActive) await destroyUserSessions(trx, userId);
    return User.query(trx).findById(userId).throwIfNotFound();
  });
}

/** Deletes a user and everything of theirs — sessions, notes, timers, channels — in one transaction. */
export async function deleteUser(db: Db, actorId: number, userId: number): Promise<void> {
  if (actorId === userId) throw conflict(SELF_DELETE_MESSAGE);
  await db.transaction(async (trx) => {
    const user = await User.query(trx).findById(userId);
    if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
    const channelIds = trx('channels').select('id').where('user_id', userId);
    await destroyUserSessions(trx, userId);
    await trx('notes').whereIn('channel_id', channelIds).delete();
    await trx('timers').whereIn('channel_id', channelIds).delete();
    await trx('channels').where('user_id', userId).delete();
    await trx('users').where('id', userId).delete();
  });
}
