import type { Knex } from 'knex';
import type { Db } from './knex.js';
import { requiredDate, toColumns, toDate } from './rows.js';
import type { CycleTimer } from '../routes/timers/cycle.js';

/** A timers row (one cycle of a channel, current or kept as history) as the server works with it. */
export interface Timer extends CycleTimer {
  id: number;
  /** The channel's internal id. */
  channelId: number;
  createdAt: Date;
}

export function timerFromRow(row: Record<string, unknown>): Timer {
  return {
    id: Number(row.id),
    channelId: Number(row.channel_id),
    startTime: requiredDate(row.start_time),
    endTime: requiredDate(row.end_time),
    isActive: Boolean(row.is_active),
    isPaused: Boolean(row.is_paused),
    isCurrent: Boolean(row.is_current),
    deletedAt: toDate(row.deleted_at),
    pausedAt: toDate(row.paused_at),
    createdAt: requiredDate(row.created_at),
  };
}

/** The timers the query finds (`where` narrows `timers`), in its order. */
export async function findTimers(
  db: Db,
  where: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<Timer[]> {
  const rows = (await where(db('timers')).select('timers.*')) as Record<string, unknown>[];
  return rows.map(timerFromRow);
}

export async function findTimer(
  db: Db,
  where: (query: Knex.QueryBuilder) => Knex.QueryBuilder,
): Promise<Timer | undefined> {
  const [timer] = await findTimers(db, (query) => where(query).limit(1));
  return timer;
}

/** Inserts a cycle of the channel (fields from cycle.ts's newCycle). */
export async function insertTimer(db: Db, channelId: number, cycle: CycleTimer, createdAt: Date) {
  await db('timers').insert(toColumns({ channelId, ...cycle, createdAt }));
}

/** Writes cycle fields (cycle.ts's paused, resumed…) to the timer's row. */
export function updateTimer(db: Db, id: number, changes: Partial<CycleTimer>): Promise<number> {
  return db('timers').where('id', id).update(toColumns(changes));
}
