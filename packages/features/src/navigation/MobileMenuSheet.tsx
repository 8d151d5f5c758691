'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { Bell, LogOut, Palette, Plus, X } from 'lucide-react';
import { Dialog, Heading, Link, Modal, ModalOverlay } from 'react-aria-components';
import type { User } from '@channel-countdown/contract';
import { ANIMATION, Avatar, IconButton, useTheme, DIRECTIONAL_ICON_CLASS } from '@channel-countdown/ui';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateContractText } from '../i18n';
import { LazyTooltip } from '../shared';
import { NotificationsList, useNotifications } from '../notifications';
import { useLogout } from '../session';
import { useChooseTheme } from '../settings';
import { mobileLinks } from './navLinks';

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgb(0 0 0 / 0.45);
`;

const Sheet = styled(Modal)`
  position: fixed;
  top: 0;
  bottom: 0;
  inset-inline-start: 0;
  width: min(20rem, 85vw);
  overflow-y: auto;
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-md);
  /* In from the page's inline start: the left, or the right in a right-to-left page. */
  --slide-from: -100%;
  &:dir(rtl) {
    --slide-from: 100%;
  }
  &[data-entering] {
    animation: ${ANIMATION.slideIn} 200ms ease-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-entering] {
      animation: none;
    }
  }
`;

const SheetDialog = styled(Dialog)`
  display: grid;
  gap: var(--space-4);
  padding: var(--space-4);
  outline: none;
`;

const SheetTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    font-size: 1.0625rem;
    font-weight: 700;
  }
`;

const UserBlock = styled.section`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-3);
  border-radius: var(--radius-md);
  background: var(--color-surface-muted);
  strong {
    display: block;
  }
`;

/* Its own element: a bare 'span' rule also painted the avatar's initial green on indigo (about 1.4:1). */
const Presence = styled.span`
  font-size: 0.8125rem;
  color: var(--color-success-text);
`;

const Section = styled.section`
  display: grid;
  gap: var(--space-1);
  h3 {
    padding: 0 var(--space-2);
    font-size: 0.75rem;
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--color-text-muted);
  }
`;

const rowStyles = `
  display: flex;
  align-items: center;
  gap: var(--space-3);
  width: 100%;
  padding: var(--space-2);
  border: 0;
  border-radius: var(--radius-md);
  background: transparent;
  color: var(--color-text);
  font: inherit;
  font-size: 0.9375rem;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &:hover, &[data-hovered] { background: var(--color-surface-muted); }
  &:focus-visible, &[data-focus-visible] { outline: 2px solid var(--color-primary); outline-offset: -2px; }
`;

const RowLink = styled(Link)`
  ${rowStyles}
`;

const RowButton = styled.button`
  ${rowStyles}
`;

const RowBadge = styled.span`
  margin-inline-start: auto;
  min-width: 1.25rem;
  padding: 0 0.375rem;
  border-radius: 999px;
  background: var(--color-danger);
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  text-align: center;
`;

export interface MobileMenuSheetProps {
  user: User;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onAddChannel: () => void;
}

/**
 * The slide-in menu below 768 px (SPEC §2): the user block (initial, username, 'Online'), Navigation,
 * and Actions (Add Channel, Notifications with the unread count, Toggle Theme, Sign Out).
 */
export function MobileMenuSheet({ user, isOpen, onOpenChange, onAddChannel }: MobileMenuSheetProps) {
  const [showNotifications, setShowNotifications] = useState(false);
  const { unreadCount } = useNotifications();
  const { resolvedTheme } = useTheme();
  const chooseTheme = useChooseTheme();
  const logout = useLogout();
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const close = () => onOpenChange(false);
  const run = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <Overlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Sheet>
        <SheetDialog aria-labelledby="mobile-menu-title">
          <SheetTop>
            <Heading slot="title" id="mobile-menu-title">
              <Trans>Menu</Trans>
            </Heading>
            <LazyTooltip content={t`Close menu`}>
              <IconButton
                aria-label={t`Close menu`}
                icon={<X size={18} aria-hidden="true" />}
                onPress={close}
              />
            </LazyTooltip>
          </SheetTop>
          <UserBlock aria-label={t`Signed in user`}>
            <Avatar name={user.username} src={user.avatarUrl} decorative />
            <div>
              <strong>
                <bdi>{user.username}</bdi>
              </strong>
              <Presence>
                <Trans>Online</Trans>
              </Presence>
            </div>
          </UserBlock>
          <Section as="nav" aria-labelledby="mobile-nav-heading">
            <h3 id="mobile-nav-heading">
              <Trans>Navigation</Trans>
            </h3>
            {mobileLinks(user).map(({ href, label, icon: Icon }) => (
              <RowLink key={href} href={href} onPress={close}>
                <Icon size={18} aria-hidden="true" />
                {translateContractText(i18n, label)}
              </RowLink>
            ))}
          </Section>
          <Section aria-labelledby="mobile-actions-heading">
            <h3 id="mobile-actions-heading">
              <Trans>Actions</Trans>
            </h3>
            <RowButton type="button" onClick={run(onAddChannel)}>
              <Plus size={18} aria-hidden="true" />
              <Trans>Add Channel</Trans>
            </RowButton>
            <RowButton
              type="button"
              aria-expanded={showNotifications}
              onClick={() => setShowNotifications((shown) => !shown)}
            >
              <Bell size={18} aria-hidden="true" />
              <Trans>Notifications</Trans>
              {unreadCount > 0 && <RowBadge>{unreadCount}</RowBadge>}
            </RowButton>
            {showNotifications && <NotificationsList onOpened={close} />}
            <RowButton type="button" onClick={() => chooseTheme(resolvedTheme === 'dark' ? 'light' : 'dark')}>
              <Palette size={18} aria-hidden="true" />
              <Trans>Toggle Theme</Trans>
            </RowButton>
            <RowButton type="button" onClick={run(() => logout.mutate())}>
              <LogOut size={18} className={DIRECTIONAL_ICON_CLASS} aria-hidden="true" />
              <Trans>Sign Out</Trans>
            </RowButton>
          </Section>
        </SheetDialog>
      </Sheet>
    </Overlay>
  );
}
