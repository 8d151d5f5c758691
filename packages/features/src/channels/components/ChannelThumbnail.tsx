'use client';

import { useState } from 'react';
import styled from 'styled-components';

/**
 * The image shown when a channel has no thumbnail or its thumbnail fails to load: a play symbol on a
 * neutral tile, inline so it never needs the network.
 */
export const FALLBACK_THUMBNAIL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="88" height="88" viewBox="0 0 88 88">' +
    '<rect width="88" height="88" fill="#a1a1aa"/>' +
    '<path d="M34 28 L62 44 L34 60 Z" fill="#ffffff"/>' +
    '</svg>',
)}`;

const Image = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  flex: none;
  border-radius: var(--radius-full, 9999px);
  object-fit: cover;
  background: var(--color-surface-muted);
`;

export interface ChannelThumbnailProps {
  /** The channel's thumbnail address; null or missing shows the fallback image. */
  src: string | null | undefined;
  /** Square size in px. @default 48 */
  size?: number;
}

/**
 * A channel's round thumbnail. It is decorative (the channel name is always written beside it), so its
 * alt text is empty. A missing or broken thumbnail shows the fallback image; if even that fails, nothing.
 */
export function ChannelThumbnail({ src, size = 48 }: ChannelThumbnailProps) {
  const [failed, setFailed] = useState<{ src: string | null | undefined; fallback: boolean } | null>(null);
  const brokenOwn = failed !== null && failed.src === src;
  if (brokenOwn && failed.fallback) return null;
  const shown = src && !brokenOwn ? src : FALLBACK_THUMBNAIL;
  return (
    <Image
      $size={size}
      src={shown}
      alt=""
      data-fallback={shown === FALLBACK_THUMBNAIL || undefined}
      onError={() => setFailed({ src, fallback: shown === FALLBACK_THUMBNAIL })}
    />
  );
}
