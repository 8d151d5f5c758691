'use client';

import styled from 'styled-components';
import type { Group } from '@channel-countdown/contract';
import { groupColorAccent } from './colors';

export const ColorDot = styled.span<{ $accent: string }>`
  display: inline-block;
  flex: none;
  width: 0.625rem;
  height: 0.625rem;
  border-radius: var(--radius-full);
  background: ${({ $accent }) => $accent};
  box-shadow: 0 0 0 1px var(--color-border);
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  max-width: 100%;
  padding: 0 var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-full);
  font-size: var(--font-size-xs);
  line-height: 1.5rem;
  color: var(--color-text);
  background: var(--color-surface);

  & > span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

/** A group as a label: its colour's dot and its name (the colour never stands alone). */
export function GroupChip({ group }: { group: Pick<Group, 'name' | 'color'> }) {
  return (
    <Chip>
      <ColorDot $accent={groupColorAccent[group.color]} aria-hidden="true" />
      <span dir="auto">{group.name}</span>
    </Chip>
  );
}
