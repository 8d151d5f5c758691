import { useState } from 'react';
import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 999px;
  background: var(--color-primary);
  color: var(--color-primary-contrast);
  font-weight: 600;
  font-size: ${({ $size }) => Math.round($size * 0.45)}px;
  overflow: hidden;
  flex: none;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The user's profile picture, or their initial in a circle (SPEC §2 mobile user block); decorative next
 * to the name. A picture that fails to load falls back to the initial.
 */
export function Initial({ name, size = 28, src }: { name: string; size?: number; src?: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Circle $size={size} aria-hidden="true">
      {src && failed !== src ? (
        <img src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </Circle>
  );
}
