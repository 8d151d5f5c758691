import { EMAIL_TAKEN, INVALID_CREDENTIALS, USERNAME_TAKEN } from '@channel-countdown/contract';
import type { LoginRequest, RegisterRequest } from '@channel-countdown/contract';
import type { UserVersions } from '../../cache/userVersions.js';
import type { Db } from '../../db/knex.js';
import { createAccount, emailTaken, findUserByName, updateUser, type User } from '../../db/users.js';
import { conflict, notSignedIn } from '../../errors.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../identity/password.js';
import type { FirebaseIdentity } from '../../identity/firebase.js';
import { findOrCreateGoogleUser } from '../../identity/googleAccounts.js';
import { raiseNotifications } from '../notifications/store.js';
import { emailTakenNotice } from '../users/emailNotice.js';

export const ACCOUNT_DEACTIVATED = 'Account is deactivated';

/**
 * Creates the account; the first one on an empty database is the administrator. A username or an email
 * another account has (in any case) is 409.
 */
export async function registerUser(db: Db, input: RegisterRequest, now: Date): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  return createAccount(db, async (trx) => {
    if (await findUserByName(trx, input.username)) throw conflict(USERNAME_TAKEN);
    if (await emailTaken(trx, input.email)) throw conflict(EMAIL_TAKEN);
    return {
      username: input.username,
      email: input.email,
      firstName: input.firstName?.trim() || null,
      lastName: input.lastName?.trim() || null,
      passwordHash,
      firebaseUid: null,
      isActive: true,
      createdAt: now,
      lastActivityAt: now,
    };
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

/**
 * The account of a verified Google identity (found by its Firebase uid, or made: identity/googleAccounts.ts).
 * When another account holds the Google account's address, the account has no address from it and the user
 * is told so in the app (once per address).
 */
export async function signInWithGoogle(
  deps: { db: Db; versions: UserVersions },
  identity: FirebaseIdentity,
  now: Date,
): Promise<User> {
  const { user, emailTakenElsewhere } = await findOrCreateGoogleUser(deps.db, identity, now);
  if (emailTakenElsewhere !== null)
    await raiseNotifications(deps, [emailTakenNotice(user.id, emailTakenElsewhere)], now);
  return user;
}
