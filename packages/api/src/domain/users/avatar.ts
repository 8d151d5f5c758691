import { AVATAR_UNSUPPORTED_FORMAT, checkAvatarFile } from '@channel-countdown/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/knex.js';
import { toDate } from '../../db/rows.js';
import { currentRowOf, updateUser, type User } from '../../db/users.js';
import { invalidInput } from '../../errors.js';

/** 'image/jpg' is what some browsers call JPEG; it is stored and served under its registered name. */
const registeredType = (type: string) => (type === 'image/jpg' ? 'image/jpeg' : type);

/**
 * The file's content is what its declared type says (file-type reads each format's signature; SVG is text, which
 * it does not detect: an <svg element in the first 4 KB): a page or script uploaded under an image type is
 * refused, not stored.
 */
export async function matchesSignature(type: string, bytes: Buffer): Promise<boolean> {
  const registered = registeredType(type);
  if (registered === 'image/svg+xml') return /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'));
  return (await fileTypeFromBuffer(bytes))?.mime === registered;
}

/** Checks an upload by the contract's type and size rule and by its signature; 400 with the reason. */
export async function checkUpload(contentType: string, bytes: Buffer): Promise<string> {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const check = checkAvatarFile({ type, size: bytes.length });
  if (!check.ok) throw invalidInput(check.description);
  if (bytes.length === 0 || !(await matchesSignature(type, bytes)))
    throw invalidInput(AVATAR_UNSUPPORTED_FORMAT);
  return registeredType(type);
}

/** Stores the user's picture (replacing any) and moves its version on. */
export async function saveAvatar(
  db: Db,
  userId: number,
  type: string,
  bytes: Buffer,
  now: Date,
): Promise<User> {
  return db.transaction(async (trx) => {
    await trx('user_avatars')
      .insert({ user_id: userId, content_type: type, data: bytes, updated_at: now })
      .onConflict('user_id')
      .merge(['content_type', 'data', 'updated_at']);
    await updateUser(trx, userId, { avatarUpdatedAt: now });
    return currentRowOf(trx, userId);
  });
}

export async function removeAvatar(db: Db, userId: number): Promise<User> {
  return db.transaction(async (trx) => {
    await trx('user_avatars').where('user_id', userId).delete();
    await updateUser(trx, userId, { avatarUpdatedAt: null });
    return currentRowOf(trx, userId);
  });
}

export async function readAvatar(
  db: Db,
  userId: number,
): Promise<{ type: string; data: Buffer; version: number } | null> {
  const row = (await db('user_avatars')
    .where('user_id', userId)
    .first('content_type', 'data', 'updated_at')) as
    { content_type: string; data: Buffer | Uint8Array; updated_at: unknown } | undefined;
  if (!row) return null;
  return {
    type: row.content_type,
    data: Buffer.from(row.data),
    version: toDate(row.updated_at)?.getTime() ?? 0,
  };
}
