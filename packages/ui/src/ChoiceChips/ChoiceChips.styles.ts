'use client';

import { styled } from 'styled-components';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';

export const ChipGroup = styled(ToggleButtonGroup)`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

export const Chip = styled(ToggleButton)`
  border: 1px solid var(--color-border);
  border-radius: 999px;
  padding: var(--space-1) var(--space-4);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &[data-hovered] {
    background: var(--color-surface-muted);
  }
  &[data-selected] {
    background: var(--color-primary);
    border-color: var(--color-primary);
    color: var(--color-primary-contrast);
  }
  &[data-focus-visible] {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
`;
