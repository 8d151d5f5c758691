import type { Db } from '../db/knex.js';
import type { Metrics } from './metrics.js';

/** knex's pool (tarn): absent before the first query and after destroy. */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/**
 * The database's gauges, read when scraped: the pool's connections in use, idle and awaited, and (when
 * the sessions live in the database, not Redis) the sessions not yet expired, one indexed count.
 */
export function watchDatabase(metrics: Metrics, db: Db, { sessions }: { sessions: boolean }): void {
  if (!metrics.enabled) return;
  metrics.watch({
    kind: 'dbPool',
    read() {
      const pool = (db.client as { pool?: TarnPool }).pool;
      if (!pool) return { used: 0, free: 0, pending: 0 };
      return {
        used: pool.numUsed(),
        free: pool.numFree(),
        pending: pool.numPendingAcquires() + pool.numPendingCreates(),
      };
    },
  });
  if (sessions)
    metrics.watch({
      kind: 'sessions',
      async read() {
        const row = await db('sessions')
          .where('expires_at', '>', Date.now())
          .whereNotNull('user_id')
          .first(db.raw('count(*) as count'));
        return Number((row as { count?: unknown } | undefined)?.count ?? 0);
      },
    });
}
