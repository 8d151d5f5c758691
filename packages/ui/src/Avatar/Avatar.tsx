'use client';

import { useState } from 'react';
import { AvatarImage, AvatarRoot } from './Avatar.styles';
import type { AvatarSize } from './Avatar.styles';
import { avatarInitial } from './initials';

export interface AvatarProps {
  /** Whose picture this is: the image's alternative text and the source of the fallback initial. */
  name: string;
  /** Image URL; without one, or when it fails to load, the initial is shown. @default undefined */
  src?: string | null;
  /** Diameter. @default 'md' */
  size?: AvatarSize;
  /**
   * Shown beside the name it stands for (a user menu, a profile block): hidden from assistive technology
   * so the name is not read twice. @default false
   */
  decorative?: boolean;
}

/** A round profile picture with the name's initial as fallback. */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <AvatarRoot
      $size={size}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {showImage && src ? (
        <AvatarImage src={src} alt="" onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{avatarInitial(name)}</span>
      )}
    </AvatarRoot>
  );
}
