import { userDataChanged, type UserVersions } from '../cache/userVersions.js';
import type { Db } from '../db/knex.js';

/**
 * Ends every session of a user (password reset, deactivation, deletion) in every store: the user's
 * generation moves on, so a session kept in Redis or anywhere else is refused at its next request, and the
 * database rows go at once.
 */
export async function destroyUserSessions(db: Db, versions: UserVersions, userId: number): Promise<void> {
  await db('users').where({ id: userId }).increment('session_generation', 1);
  await db('sessions').where({ user_id: userId }).delete();
  // Remembered sessions and users (read paths) are kept per version: none of them answers again.
  await userDataChanged(versions, db, [userId]);
}
