import { EMAIL_TAKEN, INVALID_CREDENTIALS, USERNAME_TAKEN } from '@channel-countdown/contract';
import type { LoginRequest, RegisterRequest } from '@channel-countdown/contract';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { emailTaken, findUserByName, insertUser, updateUser, type User } from '../../db/users.js';
import { conflict, forbidden, notSignedIn } from '../../errors.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../identity/password.js';
import type { FirebaseIdentity } from '../../identity/firebase.js';
import { findOrCreateGoogleUser } from '../../identity/googleAccounts.js';
import { raiseNotifications } from '../notifications/store.js';
import { emailTakenNotice } from '../users/emailNotice.js';

export const ACCOUNT_DEACTIVATED = 'Account is deactivated';

const USER_CREATION_LOCK = 0x63637573; // 'ccus'

/**
 * Serializes account creation inside a transaction, so two sign-ups at once cannot both take a username
 * (the unique index is case-sensitive, the rule is not) or an email (its unique index is the last guard) or
 * both become the first, admin, account.
 * SQLite already runs one writer at a time; PostgreSQL takes a transaction-scoped advisory lock.
 */
export async function lockUserCreation(trx: Knex.Transaction): Promise<void> {
  if (trx.client.config.client === 'pg')
    await trx.raw('select pg_advisory_xact_lock(?)', [USER_CREATION_LOCK]);
}

/**
 * Creates the account; the first one on an empty database is the administrator. A username or an email
 * another account has (in any case) is 409.
 */
export async function registerUser(db: Db, input: RegisterRequest, now: Date): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (trx) => {
    await lockUserCreation(trx);
    if (await findUserByName(trx, input.username)) throw conflict(USERNAME_TAKEN);
    if (await emailTaken(trx, input.email)) throw conflict(EMAIL_TAKEN);
    const anyUser = await trx('users').first('id');
    return insertUser(trx, {
      username: input.username,
      email: input.email,
      firstName: input.firstName?.trim() || null,
      lastName: input.lastName?.trim() || null,
      passwordHash,
      firebaseUid: null,
      role: anyUser ? 'user' : 'admin',
      isActive: true,
      createdAt: now,
      lastActivityAt: now,
    });
  });
}

/** The user whose password matches, or 401 (the same answer for an unknown name and a wrong password). */
export async function authenticate(db: Db, input: LoginRequest, now: Date): Promise<User> {
  const user = await findUserByName(db, input.username);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !user.passwordHash || !valid) throw notSignedIn(INVALID_CREDENTIALS);
  if (!user.isActive) throw forbidden(ACCOUNT_DEACTIVATED);
  await updateUser(db, user.id, { lastActivityAt: now });
  return user;
}

/**
 * The account of a verified Google identity (found by its Firebase uid, or made: identity/googleAccounts.ts).
 * When another account holds the Google account's address, the account has no address from it and the user
 * is told so in the app (once per address).
 */
export async function signInWithGoogle(db: Db, identity: FirebaseIdentity, now: Date): Promise<User> {
  const { user, emailTakenElsewhere } = await findOrCreateGoogleUser(db, identity, now);
  if (emailTakenElsewhere !== null)
    await raiseNotifications(db, [emailTakenNotice(user.id, emailTakenElsewhere)], now);
  return user;
}
