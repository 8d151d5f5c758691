'use client';

import type { ComponentType } from 'react';
import { styled } from 'styled-components';
import { Header, Menu, MenuItem, MenuSection, Popover, Separator } from 'react-aria-components';
import type { MenuProps } from 'react-aria-components';
import { itemStyles, panelStyles } from '../shared/overlay.styles';

export const MenuPopover = styled(Popover)`
  ${panelStyles}
  min-width: max(var(--trigger-width), 12rem);
  padding: var(--space-1);
`;

// Annotated: the inferred styled type names a private path of react-aria-components (TS2742 in the .d.ts build).
export const StyledMenu: ComponentType<MenuProps<object>> = styled(Menu<object>)`
  outline: none;
`;

export const StyledMenuItem = styled(MenuItem)`
  ${itemStyles}

  /* The danger text tone: plain danger red is under 4.5:1 on a focused item's background. */
  &[data-variant='danger'] {
    color: var(--color-danger-text);
  }
`;

export const StyledMenuSection = styled(MenuSection<object>)``;

export const StyledMenuHeader = styled(Header)`
  padding: var(--space-2) var(--space-3) var(--space-1);
  font-size: var(--font-size-xs);
  font-weight: 600;
  color: var(--color-text-muted);
`;

export const StyledMenuSeparator = styled(Separator)`
  height: 1px;
  margin: var(--space-1) calc(-1 * var(--space-1));
  border: none;
  background: var(--color-border);
`;
