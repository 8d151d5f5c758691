import type { Knex } from 'knex';
import { newCycle } from '@channel-countdown/contract';
import { insertTimer } from './records.js';

/**
 * Starts the next cycle of a channel, inside the caller's transaction: its current timer is retired (kept
 * as history) and a cycle of `days` from `now` becomes current. The one way a cycle follows another: a
 * restart from the card or a reconnect (channels), and the automatic restart of a completed cycle
 * (notifications' due events).
 *
 * Given `retiring`, only that timer is retired, and nothing starts when it is no longer current (another
 * instance started the next cycle first). Returns whether a cycle started.
 */
export async function startNextCycle(
  trx: Knex.Transaction,
  channelId: number,
  now: Date,
  days: number,
  retiring?: number,
): Promise<boolean> {
  const current = trx('timers').where({ channel_id: channelId, is_current: true });
  if (retiring !== undefined) current.where('id', retiring);
  const retired = await current.update({ is_current: false });
  if (retiring !== undefined && retired === 0) return false;
  await insertTimer(trx, channelId, newCycle(now, days), now);
  return true;
}
