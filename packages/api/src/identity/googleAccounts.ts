import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';
import { isUniqueViolation } from '../db/rows.js';
import { createAccount, findUser, updateUser, type User } from '../db/users.js';
import type { FirebaseIdentity } from './firebase.js';
import { uniqueUsername, usernameBase } from './usernames.js';

/**
 * The account of a Google (Firebase) identity: the one already bound to its Firebase uid, else a new one
 * (username from the email, made unique; the email kept; the first account on an empty database is the
 * administrator, as for registration).
 *
 * An existing username/password account is never linked by email, even when Google says the email is
 * verified: registration here does not verify email ownership, so an email match proves nothing about who
 * holds that account. Linking would let someone register a password account under another person's address
 * and wait for that person to sign in with Google into an account the squatter also controls.
 */
export async function findOrCreateGoogleUser(db: Db, identity: FirebaseIdentity, now: Date): Promise<User> {
  const boundToUid = (query: Knex.QueryBuilder) => query.where('firebase_uid', identity.uid);
  const existing = await findUser(db, boundToUid);
  if (existing) return refreshEmail(db, existing, identity);
  try {
    return await createGoogleUser(db, identity, now);
  } catch (error) {
    // Two first sign-ins of the same account at once, or a username taken between our read and insert:
    // the uid's account now exists (take it) or the next attempt picks another number.
    if (!isUniqueViolation(error)) throw error;
    const created = await findUser(db, boundToUid);
    return created ?? createGoogleUser(db, identity, now);
  }
}

async function createGoogleUser(db: Db, identity: FirebaseIdentity, now: Date): Promise<User> {
  const base = usernameBase(identity.email, identity.displayName);
  return createAccount(db, async (trx) => {
    // Every name a numbered candidate could collide with starts with the base's first 45 characters.
    const similar: Array<{ username: string }> = await trx('users')
      .select('username')
      .whereRaw(`lower(username) like ? escape '\\'`, [`${likeEscape(base.slice(0, 45).toLowerCase())}%`]);
    const taken = new Set(similar.map((row) => row.username.toLowerCase()));
    return {
      username: uniqueUsername(base, taken),
      email: identity.email,
      firstName: null,
      lastName: null,
      passwordHash: null,
      firebaseUid: identity.uid,
      isActive: true,
      createdAt: now,
      lastActivityAt: now,
    };
  });
}

/** `_` and `%` are wildcards in LIKE; a username may contain `_`. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Keeps the stored email in step with the Google account's (it may have changed since the last sign-in). */
async function refreshEmail(db: Db, user: User, identity: FirebaseIdentity): Promise<User> {
  if (!identity.email || identity.email === user.email) return user;
  await updateUser(db, user.id, { email: identity.email });
  return { ...user, email: identity.email };
}
