/**
 * SPEC §5 "Settings profile image upload": which images are accepted and how large they may be. One
 * definition for the picker (it refuses a file before processing it) and the server (it refuses an upload
 * that breaks them). Plain values, no zod: the header that shows the picture loads no schemas.
 */
const MB = 1024 * 1024;

/** The accepted MIME types and the name the 'File Too Large' toast gives each of them. */
const typeNames: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/jpg': 'JPG',
  'image/png': 'PNG',
  'image/gif': 'GIF',
  'image/webp': 'WEBP',
  'image/svg+xml': 'SVG',
  'image/bmp': 'BMP',
  'image/tiff': 'TIFF',
  'image/avif': 'AVIF',
};

export const acceptedAvatarTypes = Object.keys(typeNames);

export const isAcceptedAvatarType = (type: string): boolean => Object.hasOwn(typeNames, type);

/** Largest accepted size in MB: GIF 20, SVG 2, every other accepted type 10. */
export function avatarSizeLimitMb(type: string): number {
  if (type === 'image/gif') return 20;
  if (type === 'image/svg+xml') return 2;
  return 10;
}

/** The largest upload of any accepted type, in bytes (the server reads no more than this). */
export const AVATAR_MAX_BYTES = Math.max(...acceptedAvatarTypes.map(avatarSizeLimitMb)) * MB;

export const AVATAR_UNSUPPORTED_FORMAT =
  'Please select a JPEG, PNG, GIF, WebP, SVG, BMP, TIFF or AVIF image.';

export type AvatarCheck =
  | { ok: true }
  | { ok: false; title: 'Unsupported Format'; description: string }
  | { ok: false; title: 'File Too Large'; description: string };

/** Accept or refuse an image, with the words a refusal shows (the toast's, and the server's 400 message). */
export function checkAvatarFile(file: { type: string; size: number }): AvatarCheck {
  const type = file.type.split(';')[0]!.trim().toLowerCase();
  if (!isAcceptedAvatarType(type)) {
    return { ok: false, title: 'Unsupported Format', description: AVATAR_UNSUPPORTED_FORMAT };
  }
  const limitMb = avatarSizeLimitMb(type);
  if (file.size > limitMb * MB) {
    return {
      ok: false,
      title: 'File Too Large',
      description: `Please select a ${typeNames[type]} image smaller than ${limitMb}MB.`,
    };
  }
  return { ok: true };
}
