import { INVALID_CREDENTIALS, USERNAME_TAKEN } from '@channel-countdown/contract';
import type { LoginRequest, RegisterRequest } from '@channel-countdown/contract';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';
import { findUserByName, insertUser, updateUser, type User } from '../../db/users.js';
import { conflict, notSignedIn } from '../../errors.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../identity/password.js';

export const ACCOUNT_DEACTIVATED = 'Account is deactivated';

const USER_CREATION_LOCK = 0x63637573; // 'ccus'

/**
 * Serializes account creation inside a transaction, so two sign-ups at once cannot both take a username
 * (the unique index is case-sensitive, the rule is not) or both become the first, admin, account.
 * SQLite already runs one writer at a time; PostgreSQL takes a transaction-scoped advisory lock.
 */
export async function lockUserCreation(trx: Knex.Transaction): Promise<void> {
  if (trx.client.config.client === 'pg')
    await trx.raw('select pg_advisory_xact_lock(?)', [USER_CREATION_LOCK]);
}

/** Creates the account; the first one on an empty database is the administrator. */
export async function registerUser(db: Db, input: RegisterRequest, now: Date): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (trx) => {
    await lockUserCreation(trx);
    if (await findUserByName(trx, input.username)) throw conflict(USERNAME_TAKEN);
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

/**
 * The active user whose password matches, or 401: the same answer for an unknown name, a wrong password and
 * a deactivated account, so a password cannot be tested against a deactivated account (a different answer
 * to its right password would confirm it).
 */
export async function authenticate(db: Db, input: LoginRequest, now: Date): Promise<User> {
  const user = await findUserByName(db, input.username);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash()));
  if (!user || !user.passwordHash || !valid || !user.isActive) throw notSignedIn(INVALID_CREDENTIALS);
  await updateUser(db, user.id, { lastActivityAt: now });
  return user;
}
