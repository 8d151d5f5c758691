'use client';

import type { RefObject } from 'react';
import styled from 'styled-components';
import { LogOut, Moon, Sun } from 'lucide-react';
import { Header } from 'react-aria-components';
import { isAdmin, type User } from '@channel-countdown/contract';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateContractText } from '../i18n';
import {
  Badge,
  MenuItem,
  MenuPanel,
  MenuSection,
  MenuSeparator,
  useTheme,
  type MenuPanelProps,
  DIRECTIONAL_ICON_CLASS,
} from '@channel-countdown/ui';
import { useLogout } from '../session';
import { useChooseTheme } from '../settings';
import { accountLinks, adminLink } from './navLinks';

const Identity = styled(Header)`
  display: grid;
  gap: 2px;
  padding: var(--space-2) var(--space-3);

  strong {
    font-size: 0.875rem;
  }
  span {
    font-size: 0.8125rem;
    color: var(--color-text-muted);
  }
`;

export interface UserMenuPopoverProps {
  user: User;
  /** The menu's id, which its button controls. */
  id: string;
  /** The button the menu hangs from, and which names it. */
  triggerRef: RefObject<HTMLElement | null>;
  triggerId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus lands when the menu opens: the first or last item (keyboard), or the menu itself. */
  autoFocus: MenuPanelProps['autoFocus'];
}

/**
 * The user dropdown's menu (SPEC §2): who is signed in (username, email or 'No email', role badge), the
 * account links, the theme switch, Admin Panel for admins only, and Sign Out.
 */
export function UserMenuPopover({ user, triggerId, ...panel }: UserMenuPopoverProps) {
  const { resolvedTheme } = useTheme();
  const chooseTheme = useChooseTheme();
  const logout = useLogout();
  const dark = resolvedTheme === 'dark';
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  // The role as the badge names it; a role the app does not know, as the server names it.
  const roleLabel = (role: string) =>
    role === 'admin'
      ? t({ context: 'role', message: 'admin' })
      : role === 'user'
        ? t({ context: 'role', message: 'user' })
        : role;
  return (
    <MenuPanel {...panel} aria-labelledby={triggerId}>
      <MenuSection>
        <Identity>
          <strong>
            <bdi>{user.username}</bdi>
          </strong>
          <span>{user.email || t`No email`}</span>
          <span>
            <Badge tone={isAdmin(user) ? 'primary' : 'neutral'}>{roleLabel(user.role)}</Badge>
          </span>
        </Identity>
      </MenuSection>
      <MenuSeparator />
      <MenuSection aria-label={t`Pages`}>
        {accountLinks.map(({ href, label, icon: Icon }) => (
          <MenuItem key={href} href={href} textValue={translateContractText(i18n, label)}>
            <Icon aria-hidden="true" />
            {translateContractText(i18n, label)}
          </MenuItem>
        ))}
        {isAdmin(user) && (
          <MenuItem href={adminLink.href} textValue={translateContractText(i18n, adminLink.label)}>
            <adminLink.icon aria-hidden="true" />
            {translateContractText(i18n, adminLink.label)}
          </MenuItem>
        )}
      </MenuSection>
      <MenuSeparator />
      <MenuSection aria-label={t`Preferences`}>
        <MenuItem
          onAction={() => chooseTheme(dark ? 'light' : 'dark')}
          textValue={dark ? t`Light Mode` : t`Dark Mode`}
        >
          {dark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
          {dark ? t`Light Mode` : t`Dark Mode`}
        </MenuItem>
        <MenuItem onAction={() => logout.mutate()} textValue={t`Sign Out`} variant="danger">
          <LogOut className={DIRECTIONAL_ICON_CLASS} aria-hidden="true" />
          <Trans>Sign Out</Trans>
        </MenuItem>
      </MenuSection>
    </MenuPanel>
  );
}
