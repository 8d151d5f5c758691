/**
 * The profile picture (SPEC §3, §5, §8) lives on the server (PUT /api/user/avatar), so every device
 * shows the same one; the signed-in user names it as `avatarUrl`. Earlier versions kept a data-URL copy
 * in browser storage under 'profileImage_' + user id: it is removed, never shown.
 */
export const legacyProfileImageKey = (userId: number | string) => `profileImage_${userId}`;

export function forgetLegacyProfileImage(storage: Storage, userId: number | string): void {
  try {
    storage.removeItem(legacyProfileImageKey(userId));
  } catch {
    // Storage that cannot be written holds nothing of ours either.
  }
}

/** The bytes and type of a data: URL (the processed picture), for sending as a file. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUrl);
  if (!match) throw new Error('Not a data URL');
  const [, type, base64, payload = ''] = match;
  if (!base64) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
