import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';
import { isUniqueViolation } from '../db/rows.js';
import { createAccount, emailTaken, findUser, updateUser, type User } from '../db/users.js';
import { ConflictError } from '../errors.js';
import type { FirebaseIdentity } from './firebase.js';
import { uniqueUsername, usernameBase } from './usernames.js';

/** The account a Google sign-in opens, and the Google account's address when another account holds it. */
export interface GoogleAccount {
  user: User;
  /**
   * The Google account's email, left off this account because another account holds it (one account per
   * address); null when the address is stored or there is none. The caller tells the user.
   */
  emailTakenElsewhere: string | null;
}

/**
 * The account of a Google (Firebase) identity: the one already bound to its Firebase uid, else a new one
 * (username from the email, made unique; the email kept; the first account on an empty database is the
 * administrator, as for registration).
 *
 * An existing username/password account is never linked by email, even when Google says the email is
 * verified: registration here does not verify email ownership, so an email match proves nothing about who
 * holds that account. Linking would let someone register a password account under another person's address
 * and wait for that person to sign in with Google into an account the squatter also controls. Nor is the
 * sign-in refused (a squatter could then keep the address's owner out): the account is made, or kept,
 * without that address, and `emailTakenElsewhere` says so.
 */
export async function findOrCreateGoogleUser(
  db: Db,
  identity: FirebaseIdentity,
  now: Date,
): Promise<GoogleAccount> {
  const boundToUid = (query: Knex.QueryBuilder) => query.where('firebase_uid', identity.uid);
  const existing = await findUser(db, boundToUid);
  if (existing) return refreshEmail(db, existing, identity);
  try {
    return await createGoogleUser(db, identity, now);
  } catch (error) {
    // Two first sign-ins of the same account at once, a username taken between our read and insert, or the
    // address taken meanwhile: the uid's account now exists (take it) or the next attempt looks again.
    if (!isUniqueViolation(error) && !(error instanceof ConflictError)) throw error;
    const created = await findUser(db, boundToUid);
    return created ? { user: created, emailTakenElsewhere: null } : createGoogleUser(db, identity, now);
  }
}

async function createGoogleUser(db: Db, identity: FirebaseIdentity, now: Date): Promise<GoogleAccount> {
  const base = usernameBase(identity.email, identity.displayName);
  let emailTakenElsewhere: string | null = null;
  const user = await createAccount(db, async (trx) => {
    emailTakenElsewhere =
      identity.email !== null && (await emailTaken(trx, identity.email)) ? identity.email : null;
    // Every name a numbered candidate could collide with starts with the base's first 45 characters.
    const similar: Array<{ username: string }> = await trx('users')
      .select('username')
      .whereRaw(`lower(username) like ? escape '\\'`, [`${likeEscape(base.slice(0, 45).toLowerCase())}%`]);
    const namesTaken = new Set(similar.map((row) => row.username.toLowerCase()));
    return {
      username: uniqueUsername(base, namesTaken),
      email: emailTakenElsewhere === null ? identity.email : null,
      firstName: null,
      lastName: null,
      passwordHash: null,
      firebaseUid: identity.uid,
      isActive: true,
      createdAt: now,
      lastActivityAt: now,
    };
  });
  return { user, emailTakenElsewhere };
}

/** `_` and `%` are wildcards in LIKE; a username may contain `_`. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Keeps the stored email in step with the Google account's (it may have changed since the last sign-in),
 * unless another account holds the new address: the account keeps the one it has.
 */
async function refreshEmail(db: Db, user: User, identity: FirebaseIdentity): Promise<GoogleAccount> {
  const { email } = identity;
  if (!email || email === user.email) return { user, emailTakenElsewhere: null };
  try {
    if (await emailTaken(db, email, user.id)) return { user, emailTakenElsewhere: email };
    await updateUser(db, user.id, { email });
  } catch (error) {
    // Taken between the check and the write.
    if (error instanceof ConflictError) return { user, emailTakenElsewhere: email };
    throw error;
  }
  return { user: { ...user, email }, emailTakenElsewhere: null };
}
