import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { toDate } from '../../db/rows.js';
import { engagementScoreSql, RECENCY_BOUNDARIES_MS } from './engagement.js';
import { activeTimerSql } from '../cycles/cycle.js';

/**
 * Brings every user's stored admin figures (users.channels_count … engagement_score, migration 012) up to
 * `now`. The scheduler does it every tick (jobs/channelJobs.ts); an admin read does it through
 * refreshEngagementForRead, only when there is something to do. Only the users whose figures can have changed are recomputed:
 *   - those the triggers marked dirty (their channels, timers or notes changed, or their last activity moved),
 *   - those a passing of time changed since the last refresh: a running timer of theirs ended, or their last
 *     activity aged across a recency band (1, 7, 30 days).
 * The marks are rows of admin_dirty_users (migration 012), emptied here. A constant number of queries
 * whatever the number of users; on a quiet platform the recompute touches no row.
 */

const CLOCK_ROW = 1;

/**
 * The longest a change that comes from time passing alone (a running timer ending, last activity ageing
 * across a recency band) may take to show in the admin lists and stats. A change a write made shows on the
 * next admin read. docs/architecture.md ("The engagement score at scale") states both bounds.
 */
export const AGED_REFRESH_MS = 30_000;

/**
 * Before an admin read: one query asks whether a write marked a user or the figures are AGED_REFRESH_MS
 * old (by the app's clock, in either direction: tests turn clocks back); only then the refresh runs. At
 * 100,000 users on PostgreSQL, running the refresh transaction on every read cost ~400 ms a call.
 * Returns the figures' generation (see refreshEngagement).
 */
export async function refreshEngagementForRead(db: Db, now: Date): Promise<number> {
  const pg = db.client.config.client === 'pg';
  const result = (await db.raw(
    `select (select as_of from admin_engagement_clock where id = ?) as as_of,
       (select generation from admin_engagement_clock where id = ?) as generation,
       exists (select 1 from admin_dirty_users) as dirty`,
    [CLOCK_ROW, CLOCK_ROW],
  )) as { rows: Array<Record<string, unknown>> } | Array<Record<string, unknown>>;
  const row =
    (pg
      ? (result as { rows: Array<Record<string, unknown>> }).rows[0]
      : (result as Array<Record<string, unknown>>)[0]) ?? {};
  const asOf = toDate(row.as_of);
  const fresh = asOf !== null && Math.abs(now.getTime() - asOf.getTime()) < AGED_REFRESH_MS;
  if (fresh && !row.dirty) return Number(row.generation);
  return refreshEngagement(db, now);
}

/**
 * Recomputes the marked and aged users and returns the figures' new generation: a number every refresh
 * moves on (admin_engagement_clock.generation, migration 013), so that what is derived from all the figures
 * (the admin stats' totals) can be kept until the next refresh, by any instance.
 */
export async function refreshEngagement(db: Db, now: Date): Promise<number> {
  return db.transaction(async (trx) => {
    // PostgreSQL: writers whose triggers are adding marks finish first, and new ones wait for this
    // transaction, so every mark the recompute below did not see survives the delete at its end.
    // (SQLite runs one writing transaction at a time.)
    if (trx.client.config.client === 'pg') await trx.raw('lock table admin_dirty_users in exclusive mode');
    const clock = (await trx('admin_engagement_clock').where('id', CLOCK_ROW).first()) as
      { as_of: unknown } | undefined;
    const asOf = toDate(clock?.as_of);
    if (asOf && asOf.getTime() !== now.getTime()) await markAgedUsers(trx, asOf, now);
    await recomputeDirtyUsers(trx, now);
    // PostgreSQL: TRUNCATE leaves no dead rows behind (a DELETE would leave every mark ever made for the next
    // refreshes to scan until a vacuum). SQLite empties a table the same way on an unconditional DELETE.
    if (trx.client.config.client === 'pg') await trx.raw('truncate table admin_dirty_users');
    else await trx('admin_dirty_users').delete();
    await trx('admin_engagement_clock')
      .insert({ id: CLOCK_ROW, as_of: now, generation: 1 })
      .onConflict('id')
      .merge({ as_of: now, generation: trx.raw('admin_engagement_clock.generation + 1') });
    const row = (await trx('admin_engagement_clock').where('id', CLOCK_ROW).first('generation')) as {
      generation: unknown;
    };
    return Number(row.generation);
  });
}

/** Marks the users whose score the time between `from` and `to` (either order: tests turn clocks back) changed. */
async function markAgedUsers(db: Knex.Transaction, from: Date, to: Date) {
  const [low, high] = from < to ? [from, to] : [to, from];
  const shifted = (ms: number): [Date, Date] => [new Date(low.getTime() - ms), new Date(high.getTime() - ms)];
  // Two statements, each along its own index (users.last_activity_at, timers.end_time).
  const mark = (users: Knex.QueryBuilder) => {
    const { sql, bindings } = users.toSQL();
    return db.raw(`insert into admin_dirty_users (user_id) ${sql}`, bindings);
  };
  // Exactly the rows whose state differs between the two instants (half-open ranges): activity earns a band's
  // points while last_activity_at >= t - band, a timer runs while end_time > t. A closed range would also
  // mark every row sitting on the edge, e.g. each cycle that ended exactly at the previous refresh.
  await mark(
    db('users')
      .select('id')
      .where((query) => {
        for (const boundary of RECENCY_BOUNDARIES_MS) {
          const [since, until] = shifted(boundary);
          query.orWhere((band) =>
            band.where('last_activity_at', '>=', since).where('last_activity_at', '<', until),
          );
        }
      }),
  );
  await mark(
    db('timers')
      .join('channels', 'channels.id', 'timers.channel_id')
      .where('timers.end_time', '>', low)
      .where('timers.end_time', '<=', high)
      .select('channels.user_id'),
  );
}

/** One UPDATE … FROM: the dirty users' counts, computed once in the subquery, and the score over them. */
async function recomputeDirtyUsers(db: Knex.Transaction, now: Date) {
  const ofUser = 'from channels c where c.user_id = u.id';
  const timersOfUser = 'from timers t join channels c on c.id = t.channel_id where c.user_id = u.id';
  const score = engagementScoreSql(
    {
      channels: 's.channels',
      activeTimers: 's.active',
      notes: 's.notes',
      lastActivityAt: 'users.last_activity_at',
    },
    now,
  );
  await db.raw(
    `update users set
       channels_count = s.channels,
       timers_count = s.timers,
       active_timers_count = s.active,
       notes_count = s.notes,
       engagement_score = ${score.sql}
     from (
       select u.id,
         (select count(*) ${ofUser}) as channels,
         (select count(*) ${timersOfUser} and t.deleted_at is null) as timers,
         (select count(*) ${timersOfUser} and ${activeTimerSql('t')}) as active,
         (select count(*) from notes n join channels c on c.id = n.channel_id where c.user_id = u.id) as notes
       from users u where u.id in (select user_id from admin_dirty_users)
     ) as s
     where users.id = s.id`,
    [...score.bindings, now],
  );
}
