/**
 * SPEC §5 "Settings profile image upload": which files are accepted, how large they may be, and how an
 * accepted image is scaled and re-encoded before it is stored. Pure, so every limit is unit-tested.
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

/** Largest accepted size in MB: GIF 20, SVG 2, every other accepted type 10. */
export function avatarSizeLimitMb(type: string): number {
  if (type === 'image/gif') return 20;
  if (type === 'image/svg+xml') return 2;
  return 10;
}

export type AvatarCheck =
  | { ok: true }
  | { ok: false; title: 'Unsupported Format'; description: string }
  | { ok: false; title: 'File Too Large'; description: string };

/** Accept or refuse a chosen file, with the toast a refusal shows. */
export function checkAvatarFile(file: { type: string; size: number }): AvatarCheck {
  const typeName = typeNames[file.type];
  if (!typeName) {
    return {
      ok: false,
      title: 'Unsupported Format',
      description: 'Please select a JPEG, PNG, GIF, WebP, SVG, BMP, TIFF or AVIF image.',
    };
  }
  const limitMb = avatarSizeLimitMb(file.type);
  if (file.size > limitMb * MB) {
    return { ok: false, title: 'File Too Large', description: `Please select a ${typeName} image smaller than ${limitMb}MB.` };
  }
  return { ok: true };
}

export const AVATAR_MAX_DIMENSION = 400;

/** Scale so the longer side is at most 400 px, keeping the aspect ratio; smaller images keep their size. */
export function avatarTargetSize(width: number, height: number): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= AVATAR_MAX_DIMENSION) return { width, height };
  const scale = AVATAR_MAX_DIMENSION / longer;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * How the image is stored: GIF (animation) and SVG (vector) unchanged; PNG and WebP re-encoded as PNG at
 * quality 0.9 (keeps transparency); everything else as JPEG at quality 0.8.
 */
export type AvatarEncoding = { kind: 'unchanged' } | { kind: 'reencode'; type: 'image/png' | 'image/jpeg'; quality: number };

export function avatarEncoding(type: string): AvatarEncoding {
  if (type === 'image/gif' || type === 'image/svg+xml') return { kind: 'unchanged' };
  if (type === 'image/png' || type === 'image/webp') return { kind: 'reencode', type: 'image/png', quality: 0.9 };
  return { kind: 'reencode', type: 'image/jpeg', quality: 0.8 };
}
