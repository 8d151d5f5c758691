import { cycleUploads, type ChannelCycle } from '@channel-countdown/contract';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { iso } from '../presenterValues.js';
import { timerFromRow } from '../timers/records.js';
import { channelCycleDto } from '../timers/presenter.js';

/**
 * Every cycle of the channel rows `scope` selects (on `channels`: their timers, kept as history), newest
 * first, each with its outcome: the uploads of its YouTube channel that landed inside it. By channel row id;
 * two queries whatever the number of channels.
 */
export async function listCyclesOf(
  db: Db,
  scope: (query: Knex.QueryBuilder) => void,
  now: Date,
): Promise<Map<number, ChannelCycle[]>> {
  const [rows, uploads] = (await Promise.all([
    db('timers')
      .join('channels', 'channels.id', 'timers.channel_id')
      .modify(scope)
      .orderBy([
        { column: 'timers.start_time', order: 'desc' },
        { column: 'timers.id', order: 'desc' },
      ])
      .select('timers.*', 'channels.channel_id as youtube_channel_id'),
    // Only the uploads that can land in a cycle: published after the earliest cycle of these channels began
    // (a creator's years of uploads before their first cycle are never read).
    db('channel_uploads')
      .whereIn('youtube_channel_id', db('channels').modify(scope).select('channels.channel_id'))
      .where(
        'published_at',
        '>',
        db('timers')
          .join('channels', 'channels.id', 'timers.channel_id')
          .modify(scope)
          .min('timers.start_time'),
      )
      .select('youtube_channel_id', 'published_at'),
  ])) as [Record<string, unknown>[], Array<{ youtube_channel_id: string; published_at: unknown }>];
  const published = new Map<string, string[]>();
  for (const upload of uploads) {
    const list = published.get(upload.youtube_channel_id);
    if (list) list.push(iso(upload.published_at));
    else published.set(upload.youtube_channel_id, [iso(upload.published_at)]);
  }
  const byChannel = new Map<number, ChannelCycle[]>();
  for (const row of rows) {
    const timer = timerFromRow(row);
    const cycle = channelCycleDto(timer, now);
    const uploadsOfChannel = published.get(String(row.youtube_channel_id)) ?? [];
    byChannel.set(timer.channelId, [
      ...(byChannel.get(timer.channelId) ?? []),
      { ...cycle, uploads: cycleUploads(cycle, uploadsOfChannel, now) },
    ]);
  }
  return byChannel;
}

/**
 * Every cycle of the channel row `channelId` (its timers, kept as history), newest first, each with its
 * outcome: the uploads of its YouTube channel that landed inside it. Two queries.
 */
export async function listCycles(db: Db, channelId: number, now: Date): Promise<ChannelCycle[]> {
  const cycles = await listCyclesOf(db, (query) => query.where('channels.id', channelId), now);
  return cycles.get(channelId) ?? [];
}
