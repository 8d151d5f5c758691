import type { Db } from '../db/knex.js';

/** Deletes database sessions whose idle lifetime is over (Redis expires its own). */
export async function pruneExpiredSessions(db: Db, now: number = Date.now()): Promise<number> {
  return db('sessions').where('expires_at', '<=', now).delete();
}
