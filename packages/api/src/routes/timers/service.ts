import type { ActiveTimer } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { Channel, Timer, toDate } from '../../db/models/index.js';
import { notFound } from '../../http/HttpError.js';

export const NO_TIMER_FOUND = 'No timer found';

interface ActiveTimerRow {
  id: number;
  channel_id: number;
  start_time: unknown;
  end_time: unknown;
  is_active: unknown;
  is_paused: unknown;
  external_id: string;
  channel_name: string;
  thumbnail_url: string | null;
  subscriber_count: number | null;
  video_count: number | null;
}

const isoOf = (value: unknown) => (toDate(value) as Date).toISOString();

/**
 * The user's current timers that are active (running, paused or past their end — the page shows each
 * state), soonest end first, each with the channel summary the /timers page shows.
 */
export async function listActiveTimers(db: Db, userId: number): Promise<ActiveTimer[]> {
  const rows: ActiveTimerRow[] = await db('timers')
    .join('channels', 'channels.id', 'timers.channel_id')
    .where('channels.user_id', userId)
    .where('timers.is_current', true)
    .where('timers.is_active', true)
    .orderBy([{ column: 'timers.end_time' }, { column: 'timers.id' }])
    .select(
      'timers.id',
      'timers.channel_id',
      'timers.start_time',
      'timers.end_time',
      'timers.is_active',
      'timers.is_paused',
      'channels.channel_id as external_id',
      'channels.channel_name',
      'channels.thumbnail_url',
      'channels.subscriber_count',
      'channels.video_count',
    );
  return rows.map((row) => ({
    id: row.id,
    channelId: row.channel_id,
    startTime: isoOf(row.start_time),
    endTime: isoOf(row.end_time),
    isActive: Boolean(row.is_active),
    isPaused: Boolean(row.is_paused),
    channel: {
      id: row.channel_id,
      channelId: row.external_id,
      channelName: row.channel_name,
      thumbnailUrl: row.thumbnail_url,
      subscriberCount: row.subscriber_count === null ? null : Number(row.subscriber_count),
      videoCount: row.video_count === null ? null : Number(row.video_count),
    },
  }));
}

/**
 * Deletes the channel's current timer: the row stays as history (not current, inactive, deletedAt), and the
 * channel is left without a timer. Another user's, an old or an already deleted timer → 404.
 */
export async function deleteTimer(db: Db, userId: number, timerId: number, now: Date): Promise<void> {
  const updated = await Timer.query(db)
    .patch({ isCurrent: false, isActive: false, deletedAt: now })
    .where('id', timerId)
    .where('is_current', true)
    .whereIn('channel_id', Channel.query(db).select('channels.id').where('channels.user_id', userId));
  if (updated === 0) throw notFound(NO_TIMER_FOUND);
}
