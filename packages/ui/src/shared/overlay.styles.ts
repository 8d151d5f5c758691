'use client';

import { css } from 'styled-components';

/** The panel look shared by popovers, menus, select lists and tooltips. */
export const panelStyles = css`
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-md);
  outline: none;
`;

/** A row in a list or menu; highlighted on keyboard focus or hover. */
export const itemStyles = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-2) var(--space-3);
  border-radius: var(--radius-sm);
  font-size: var(--font-size-sm);
  color: var(--color-text);
  text-decoration: none;
  cursor: pointer;
  outline: none;

  & svg {
    width: 1rem;
    height: 1rem;
    flex: none;
  }

  &[data-focused],
  &[data-hovered] {
    background: var(--color-surface-muted);
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
