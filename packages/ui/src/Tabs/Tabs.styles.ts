'use client';

import { styled } from 'styled-components';
import { focusRing } from '../shared/styles';

export const StyledTabs = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-width: 0;
`;

/* On a narrow screen the strip scrolls inside its own box (never the page): tabs keep their width. */
export const StyledTabList = styled.div`
  display: flex;
  gap: var(--space-1);
  padding: var(--space-1);
  border-radius: var(--radius-md);
  background: var(--color-surface-muted);
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const StyledTab = styled.div`
  /* Equal widths while they fit; never narrower than the label (the strip scrolls instead). */
  flex: 1 0 0;
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-sm);
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  font-weight: 500;
  cursor: pointer;
  outline: none;
  transition:
    background-color var(--duration-fast),
    color var(--duration-fast);

  &[data-hovered] {
    color: var(--color-text);
  }
  &[data-selected] {
    background: var(--color-surface);
    color: var(--color-text);
    box-shadow: var(--shadow-sm);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const StyledTabPanel = styled.div`
  outline: none;
  border-radius: var(--radius-md);

  &[data-focus-visible] {
    ${focusRing}
  }
`;
