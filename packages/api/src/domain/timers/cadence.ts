import type { Knex } from 'knex';
import { CYCLE_LENGTH_DAYS, DAY_MS, isCountingDown } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { ownedChannels } from '../channels/ownership.js';
import { findTimer } from './records.js';
import { startNextCycle } from './startNextCycle.js';

/** Whether the user's channel restarts its cycle on each new upload; null when the user has no such channel. */
export async function restartsOnUpload(db: Db, userId: number, channelId: number): Promise<boolean | null> {
  const row = (await ownedChannels(db, userId).where('channels.id', channelId).first('restart_on_upload')) as
    { restart_on_upload: unknown } | undefined;
  return row ? Boolean(row.restart_on_upload) : null;
}

/** Sets the user's channel's cadence choice; false when the user has no such channel. */
export async function setRestartsOnUpload(
  db: Db,
  userId: number,
  channelId: number,
  restartOnUpload: boolean,
): Promise<boolean> {
  return (
    (await ownedChannels(db, userId)
      .where('channels.id', channelId)
      .update({ restart_on_upload: restartOnUpload })) > 0
  );
}

/**
 * A new upload of the YouTube channel `youtubeChannelId`, published at `publishedAt`, inside the transaction
 * that recorded it: every channel row tracking it that restarts on upload, whose cycle counts down (not paused
 * or deleted) and started before the upload, ends that cycle at the upload (completed, with the upload in
 * it) and starts the next there, of the same length. Returns the users whose cycles restarted.
 */
export async function restartCyclesOnUpload(
  trx: Knex.Transaction,
  youtubeChannelId: string,
  publishedAt: Date,
): Promise<number[]> {
  const channels = (await trx('channels')
    .where({ channel_id: youtubeChannelId, restart_on_upload: true })
    .select('id', 'user_id')) as Array<{ id: number; user_id: number }>;
  const restarted: number[] = [];
  for (const channel of channels) {
    const current = await findTimer(trx, (query) =>
      query.where({ channel_id: channel.id, is_current: true }),
    );
    if (!current || !current.isActive || !isCountingDown(current)) continue;
    if (current.startTime.getTime() >= publishedAt.getTime()) continue;
    const days = Math.min(
      CYCLE_LENGTH_DAYS.max,
      Math.max(
        CYCLE_LENGTH_DAYS.min,
        Math.round((current.endTime.getTime() - current.startTime.getTime()) / DAY_MS),
      ),
    );
    // It ends at the upload, or at its own end when that came first (it completed before the upload).
    if (current.endTime.getTime() > publishedAt.getTime())
      await trx('timers').where('id', current.id).update({ end_time: publishedAt });
    if (await startNextCycle(trx, channel.id, publishedAt, days, current.id)) restarted.push(channel.user_id);
  }
  return restarted;
}
