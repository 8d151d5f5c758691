import {
  GOOGLE_SIGN_IN_TOO_OLD,
  LAST_ADMIN,
  NO_PASSWORD,
  isAdmin,
  WRONG_CURRENT_PASSWORD,
  WRONG_PASSWORD,
  USERNAME_TAKEN,
  EMAIL_TAKEN,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type UpdateUserRequest,
} from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import {
  countUsers,
  currentRowOf,
  emailTaken,
  namedUser,
  updateUser as updateUserRow,
  type User,
  lockUserCreation,
} from '../../db/users.js';
import { invalidInput, conflict, forbidden } from '../../errors.js';
import type { UserVersions } from '../../cache/userVersions.js';
import { destroyUserSessions } from '../../sessions/endUserSessions.js';
import { hashPassword, verifyPassword } from '../../identity/password.js';

export { GOOGLE_SIGN_IN_TOO_OLD, LAST_ADMIN, NO_PASSWORD, WRONG_CURRENT_PASSWORD, WRONG_PASSWORD };

/** A Google-only account proves it is its owner by a sign-in this recent. */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

/**
 * Sets a new password after checking the current one, and ends every session of the user (the caller
 * signs the current browser in again): whoever knew the old password is signed out everywhere.
 */
export async function changePassword(
  deps: { db: Db; versions: UserVersions },
  user: User,
  input: ChangePasswordRequest,
): Promise<User> {
  const { db, versions } = deps;
  if (!user.passwordHash) throw invalidInput(NO_PASSWORD);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash)))
    throw invalidInput(WRONG_CURRENT_PASSWORD);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (trx) => {
    await updateUserRow(trx, user.id, { passwordHash });
    await destroyUserSessions(trx, versions, user.id);
  });
  return currentRowOf(db, user.id);
}

/**
 * A new username and/or email, under the sign-up rules; a username or an email someone else has (any case) is
 * 409. The user's own address in another case is theirs to write.
 */
export async function updateUser(db: Db, user: User, input: UpdateUserRequest): Promise<User> {
  return db.transaction(async (trx) => {
    const { username, email } = input;
    const newName = username !== undefined && username.toLowerCase() !== user.username.toLowerCase();
    if (newName || email !== undefined) await lockUserCreation(trx);
    if (newName && (await namedUser(trx('users'), username).first('id'))) throw conflict(USERNAME_TAKEN);
    if (email !== undefined && (await emailTaken(trx, email, user.id))) throw conflict(EMAIL_TAKEN);
    const changes = {
      ...(username !== undefined ? { username } : {}),
      ...(email !== undefined ? { email } : {}),
    };
    await updateUserRow(trx, user.id, changes);
    return currentRowOf(trx, user.id);
  });
}

/**
 * Deletes the account and everything it owns (channels, cycles, notes, settings, sessions: the foreign
 * keys cascade). An account with a password gives it; a Google-only account must have signed in within
 * RECENT_SIGN_IN_MS. The only administrator cannot leave the product without one.
 */
export async function deleteAccount(
  db: Db,
  user: User,
  input: DeleteAccountRequest,
  session: { signedInAt?: number },
  now: Date,
): Promise<void> {
  if (user.passwordHash) {
    if (!input.password || !(await verifyPassword(input.password, user.passwordHash)))
      throw invalidInput(WRONG_PASSWORD);
  } else if (session.signedInAt === undefined || now.getTime() - session.signedInAt > RECENT_SIGN_IN_MS) {
    throw forbidden(GOOGLE_SIGN_IN_TOO_OLD);
  }
  await db.transaction(async (trx) => {
    if (isAdmin(user)) {
      const admins = await countUsers(trx, (query) => query.where({ role: 'admin', is_active: true }));
      if (admins <= 1) throw conflict(LAST_ADMIN);
    }
    // Its sessions go with it (database rows by cascade; others are refused once the user is gone).
    await trx('users').where('id', user.id).delete();
  });
}
