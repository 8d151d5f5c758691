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
`;

/** The user's initial in a circle (SPEC §2 mobile user block); decorative next to the name. */
export function Initial({ name, size = 28 }: { name: string; size?: number }) {
  return (
    <Circle $size={size} aria-hidden="true">
      {name.charAt(0).toUpperCase()}
    </Circle>
  );
}
