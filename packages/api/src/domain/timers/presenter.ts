import type { ActiveTimer, AdminTimer, ChannelCycle, Timer as TimerDto } from '@channel-countdown/contract';
import { countOrNull } from '../../db/rows.js';
import { timerFieldsFromRow, type Timer, type TimerFields } from './records.js';
import type { ExportedCycle } from '../users/export.js';
import { cycleEndedAt, cycleState } from '@channel-countdown/contract';
import { iso, usernameOrUnknown } from '../presenterValues.js';

/** A cycle's channel, times and pause as every answer about it writes them. */
function cycleFieldsDto(timer: Omit<TimerFields, 'id'>) {
  return {
    channelId: timer.channelId,
    startTime: timer.startTime.toISOString(),
    endTime: timer.endTime.toISOString(),
    isActive: timer.isActive,
    isPaused: timer.isPaused,
    pausedAt: timer.pausedAt?.toISOString() ?? null,
  };
}

/** A channel's current timer, as the channel list, the channel page and pause/resume answer it. */
export function timerDto(timer: TimerFields): TimerDto {
  return { id: timer.id, ...cycleFieldsDto(timer) };
}

/** A timers row joined to its channel's summary (timers/service.ts listActiveTimers). */
export function activeTimerDto(row: Record<string, unknown>): ActiveTimer {
  return {
    ...timerDto(timerFieldsFromRow(row)),
    channel: {
      id: Number(row.channel_id),
      channelId: String(row.external_id),
      channelName: String(row.channel_name),
      thumbnailUrl: (row.thumbnail_url as string | null) ?? null,
      subscriberCount: countOrNull(row.subscriber_count),
      videoCount: countOrNull(row.video_count),
    },
  };
}

/** One cycle of a channel's history, with how it stands or ended at `now` (cycle.ts). */
/** A cycle's own fields (its outcome is read beside it, from the channel's uploads). */
export function channelCycleDto(timer: Timer, now: Date): Omit<ChannelCycle, 'uploads'> {
  const state = cycleState(timer, now);
  return {
    id: timer.id,
    startTime: timer.startTime.toISOString(),
    endTime: timer.endTime.toISOString(),
    endedAt: cycleEndedAt(timer, state)?.toISOString() ?? null,
    state,
  };
}

/** A running timer with its channel's name and owner, as the admin timers list shows it. */
export function adminTimerDto(row: Record<string, unknown>): AdminTimer {
  return {
    id: Number(row.id),
    isActive: Boolean(row.is_active),
    isPaused: Boolean(row.is_paused),
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    channel: { channelName: String(row.channel_name) },
    user: { username: usernameOrUnknown(row.username) },
  };
}

/** One cycle, current or kept as history, in the user's JSON export. */
export function exportedCycleDto(timer: Timer): ExportedCycle {
  return {
    ...cycleFieldsDto(timer),
    isCurrent: timer.isCurrent,
    deletedAt: timer.deletedAt?.toISOString() ?? null,
  };
}
