/**
 * SPEC §5 "Settings profile image upload": which files are accepted and how large they may be (the
 * contract's rule, which the server applies too), and how an accepted image is scaled and re-encoded
 * before it is uploaded. Pure, so every limit is unit-tested.
 */
export {
  acceptedAvatarTypes,
  avatarSizeLimitMb,
  checkAvatarFile,
  type AvatarCheck,
} from '@channel-countdown/contract';

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
export type AvatarEncoding =
  { kind: 'unchanged' } | { kind: 'reencode'; type: 'image/png' | 'image/jpeg'; quality: number };

export function avatarEncoding(type: string): AvatarEncoding {
  if (type === 'image/gif' || type === 'image/svg+xml') return { kind: 'unchanged' };
  if (type === 'image/png' || type === 'image/webp')
    return { kind: 'reencode', type: 'image/png', quality: 0.9 };
  return { kind: 'reencode', type: 'image/jpeg', quality: 0.8 };
}
