'use client';

import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import type { User } from '@channel-countdown/contract';
import { Avatar } from '@channel-countdown/ui';
import { lazyOverlay, useMenuButton } from '../shared';
import type { UserMenuPopoverProps } from './UserMenuPopover';

const Trigger = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-1) var(--space-2);
  border: 1px solid transparent;
  border-radius: var(--radius-md);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  cursor: pointer;
  &[data-hovered],
  &[data-pressed] {
    background: var(--color-surface-muted);
  }
  &[data-focus-visible] {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
`;

const UserMenuPopover = lazyOverlay<UserMenuPopoverProps>(() =>
  import('./UserMenuPopover').then((module) => module.UserMenuPopover),
);

/**
 * The desktop user dropdown (SPEC §2). The trigger is here and the menu loads after the first render;
 * the trigger keeps the menu-button keyboard contract: Enter, Space and ArrowDown open on the first item,
 * ArrowUp on the last, a pointer opens on the menu itself.
 */
export function UserMenu({ user }: { user: User }) {
  const { buttonProps, panelProps } = useMenuButton();
  return (
    <>
      <Trigger {...buttonProps}>
        <Avatar name={user.username} src={user.avatarUrl} size="sm" decorative />
        <bdi>{user.username}</bdi>
        <ChevronDown size={16} aria-hidden="true" />
      </Trigger>
      <UserMenuPopover user={user} {...panelProps} />
    </>
  );
}
