import { NO_TIMER_FOUND, TIMER_NOT_RUNNING } from '@channel-countdown/contract';
import type { ActiveTimer, Timer as TimerDto } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { findTimer, updateTimer } from './records.js';
import { conflict, notFound } from '../../errors.js';
import { joinYouTubeChannel } from '../channelData/youtubeChannels.js';
import { activeTimerDto, timerDto } from './presenter.js';
import { ownedBy, ownedChannelIds } from '../channels/ownership.js';
import { isInProgress, paused, resumed } from '@channel-countdown/contract';
import { currentActiveSql } from '../cycles/cycle.js';

/**
 * The user's current timers that are active (running, paused or past their end — the page shows each
 * state), soonest end first, each with the channel summary the /timers page shows.
 */
export async function listActiveTimers(db: Db, userId: number): Promise<ActiveTimer[]> {
  const rows = (await db('timers')
    .join('channels', 'channels.id', 'timers.channel_id')
    .modify(joinYouTubeChannel)
    .modify(ownedBy(userId))
    .whereRaw(currentActiveSql('timers'))
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
    )) as Record<string, unknown>[];
  return rows.map(activeTimerDto);
}

/**
 * Deletes the channel's current timer: the row stays as history (not current, inactive, deletedAt), and the
 * channel is left without a timer. Another user's, an old or an already deleted timer → 404.
 */
export async function deleteTimer(db: Db, userId: number, timerId: number, now: Date): Promise<void> {
  const updated = await db('timers')
    .where('id', timerId)
    .where('is_current', true)
    .whereIn('channel_id', ownedChannelIds(db, userId))
    .update({ is_current: false, is_active: false, deleted_at: now });
  if (updated === 0) throw notFound(NO_TIMER_FOUND);
}

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
    const timer = await findTimer(trx, (query) =>
      query
        .where('id', timerId)
        .where('is_current', true)
        .whereIn('channel_id', ownedChannelIds(trx, userId)),
    );
    if (!timer || timer.deletedAt !== null) throw notFound(NO_TIMER_FOUND);
    if (!isInProgress(timer, now)) throw conflict(TIMER_NOT_RUNNING);
    if (timer.isPaused === isPaused) return timerDto(timer);
    const changes = isPaused ? paused(now) : resumed(timer, now);
    await updateTimer(trx, timer.id, changes);
    // The calendar feed's SEQUENCE and LAST-MODIFIED of this cycle's end (domain/feeds/calendar.ts).
    await trx('timers')
      .where('id', timer.id)
      .update({ revision: trx.raw('revision + 1'), revised_at: now });
    return timerDto({ ...timer, ...changes });
  });
}
