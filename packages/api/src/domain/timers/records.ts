import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { requiredDate, toColumns, toDate } from '../../db/rows.js';
import type { CycleTimer } from '@channel-countdown/contract';

/** A timers row (one cycle of a channel, current or kept as history) as the server works with it. */
export interface Timer extends CycleTimer {
  id: number;
  /** The channel's internal id. */
  channelId: number;
  createdAt: Date;
}

/** What the answers about a timer show of it (domain/timers/presenter.ts). */
export type TimerFields = Pick<
  Timer,
  'id' | 'channelId' | 'startTime' | 'endTime' | 'isActive' | 'isPaused' | 'pausedAt'
>;

/**
 * The shown fields of a timers row, whose columns a query may have selected under a prefix (the channel
 * list selects its current timer's as timer_id, timer_start_time, …).
 */
export function timerFieldsFromRow(row: Record<string, unknown>, prefix = ''): TimerFields {
  const column = (name: string) => row[`${prefix}${name}`];
  return {
    id: Number(column('id')),
    channelId: Number(column('channel_id')),
    startTime: requiredDate(column('start_time')),
    endTime: requiredDate(column('end_time')),
    isActive: Boolean(column('is_active')),
    isPaused: Boolean(column('is_paused')),
    pausedAt: toDate(column('paused_at')),
  };
}

/** A whole timers row (`timers.*`). */
export function timerFromRow(row: Record<string, unknown>): Timer {
  return {
    ...timerFieldsFromRow(row),
    isCurrent: Boolean(row.is_current),
    deletedAt: toDate(row.deleted_at),
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
