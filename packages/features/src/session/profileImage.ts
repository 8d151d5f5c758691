/**
 * The session's profile image (SPEC §3, §5, §8): a data-URL string in browser storage under
 * 'profileImage_' + user id. Pure functions over a Storage, so the rules are tested without React.
 */

/** SPEC §5: a stored image may be at most 4 MB (4*1024*1024 bytes) long. */
export const PROFILE_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

const DATA_IMAGE_PREFIX = 'data:image';

export const profileImageKey = (userId: number | string) => `profileImage_${userId}`;

export const isDataImage = (value: string) => value.startsWith(DATA_IMAGE_PREFIX);

/** Size in bytes of the stored string (a data URL is ASCII, but count honestly anyway). */
export const storedSize = (value: string) => new TextEncoder().encode(value).length;

/**
 * The stored image, or null. A value that is not a data:image URL is corrupt: it is removed and a
 * warning logged (SPEC §8), never shown.
 */
export function loadProfileImage(storage: Storage, userId: number | string): string | null {
  const key = profileImageKey(userId);
  try {
    const value = storage.getItem(key);
    if (value === null) return null;
    if (isDataImage(value)) return value;
    console.warn(`Removed a corrupt profile image from ${key}`);
    storage.removeItem(key);
    return null;
  } catch (error) {
    console.warn(`Could not read the profile image from ${key}`, error);
    return null;
  }
}

export type SaveProfileImageResult = 'saved' | 'removed' | 'not-an-image' | 'too-large' | 'storage-error';

/** Stores `image` (or removes it for null) and says what happened; the caller turns that into a toast. */
export function saveProfileImage(
  storage: Storage,
  userId: number | string,
  image: string | null,
): SaveProfileImageResult {
  const key = profileImageKey(userId);
  if (image !== null && !isDataImage(image)) return 'not-an-image';
  if (image !== null && storedSize(image) > PROFILE_IMAGE_MAX_BYTES) return 'too-large';
  try {
    if (image === null) {
      storage.removeItem(key);
      return 'removed';
    }
    storage.setItem(key, image);
    return 'saved';
  } catch (error) {
    console.warn(`Could not store the profile image in ${key}`, error);
    return 'storage-error';
  }
}

export function removeProfileImage(storage: Storage, userId: number | string): void {
  try {
    storage.removeItem(profileImageKey(userId));
  } catch (error) {
    console.warn(`Could not remove the profile image of user ${userId}`, error);
  }
}
