import type { ActiveTimer, Timer as TimerDto } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { Channel, Timer, toDate } from '../../db/models/index.js';
import { conflict, notFound } from '../../http/HttpError.js';
import { joinYouTubeChannel } from '../../channels-data/youtubeChannels.js';
import { timerDto } from '../presenters.js';
import { isRunning, paused, resumed } from './cycle.js';

export const NO_TIMER_FOUND = 'No timer found';

interface ActiveTimerRow {
  id: number;
  channel_id: number;
  start_time: unknown;
  end_time: unknown;
  is_active: unknown;
  is_paused: unknown;
  paused_at: unknown;
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
    .modify(joinYouTubeChannel)
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
      'timers.paused_at',
      'channels.channel_id as external_id',
      'youtube_channels.channel_name',
      'youtube_channels.thumbnail_url',
      'youtube_channels.subscriber_count',
      'youtube_channels.video_count',
    );
  return rows.map((row) => ({
    id: row.id,
    channelId: row.channel_id,
    startTime: isoOf(row.start_time),
    endTime: isoOf(row.end_time),
    isActive: Boolean(row.is_active),
    isPaused: Boolean(row.is_paused),
    pausedAt: row.paused_at === null ? null : isoOf(row.paused_at),
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

export const TIMER_NOT_RUNNING = 'This cycle has ended: start a new one instead';

/**
 * Pauses or resumes the user's current cycle: paused, its remaining time stops; resumed, its end moves on
 * by the pause (cycle.ts). Another user's, an old or a deleted timer → 404; a cycle that has ended → 409.
 */
export async function setTimerPaused(
  db: Db,
  userId: number,
  timerId: number,
  isPaused: boolean,
  now: Date,
): Promise<TimerDto> {
  return db.transaction(async (trx) => {
    const timer = await Timer.query(trx)
      .where('id', timerId)
      .where('is_current', true)
      .whereIn('channel_id', Channel.query(trx).select('channels.id').where('channels.user_id', userId))
      .first();
    if (!timer || timer.deletedAt !== null) throw notFound(NO_TIMER_FOUND);
    if (!isRunning(timer, now)) throw conflict(TIMER_NOT_RUNNING);
    if (timer.isPaused !== isPaused) {
      await Timer.query(trx)
        .findById(timer.id)
        .patch(isPaused ? paused(now) : resumed(timer, now));
    }
    return timerDto(await Timer.query(trx).findById(timer.id).throwIfNotFound());
  });
}
