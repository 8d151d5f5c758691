'use client';

import { useState, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Trans } from '@lingui/react/macro';
import { ConnectChannelDialog } from '../channels';
import { NotificationsProvider } from '../notifications';
import { useAuth } from '../session';
import { useSavedTheme } from '../settings';
import { useHostRouter } from '../shared';
import { DesktopHeader } from './DesktopHeader';
import { MobileNavigation } from './MobileNavigation';
import { useIsMobile } from './useIsMobile';

/** The floating add button's size and its gap to the screen's edge (MobileNavigation). */
const FAB_CLEARANCE = 'calc(3.5rem + 2 * var(--space-4))';

const Shell = styled.div<{ $fabClearance: boolean }>`
  min-height: 100vh;
  background: var(--color-bg);
  color: var(--color-text);
  /* On mobile the floating add button covers the bottom corner: leave room under the last row. */
  padding-bottom: ${({ $fabClearance }) => ($fabClearance ? FAB_CLEARANCE : '0')};
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: var(--space-3);
  top: -100px;
  z-index: 100;
  padding: var(--space-2) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-primary);
  color: var(--color-primary-contrast);
  font-weight: 600;
  text-decoration: none;
  &:focus {
    top: var(--space-3);
    outline: 2px solid var(--color-focus-ring);
    outline-offset: 2px;
  }
`;

/** 'Skip to content': past the header, focus on the page's own `<main>` (every screen draws one, in `#main`). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/**
 * The signed-in shell (inside ProtectedRoute): the header for the viewport — desktop bar, or below
 * 768 px the slide-in menu and the floating add button — over the page of the current route.
 */
export interface AppLayoutProps {
  /** The screen inside the layout. @default the host router's Outlet (react-router's child route) */
  children?: ReactNode;
}

export function AppLayout({ children }: AppLayoutProps) {
  const { Outlet } = useHostRouter();
  const { user } = useAuth();
  // The account's saved theme, on every device (browser storage only paints the first frame).
  useSavedTheme();
  const isMobile = useIsMobile();
  const [isConnectOpen, setConnectOpen] = useState(false);
  const openConnect = () => setConnectOpen(true);
  return (
    <NotificationsProvider>
      <Shell $fabClearance={Boolean(user) && isMobile}>
        <SkipLink href="#main" onClick={skipToContent}>
          <Trans>Skip to content</Trans>
        </SkipLink>
        {user &&
          (isMobile ? (
            <MobileNavigation user={user} onAddChannel={openConnect} />
          ) : (
            <DesktopHeader user={user} onAddChannel={openConnect} />
          ))}
        {/* The skip link's target in the page itself, so it works (and is known as one) before the scripts run. */}
        <div id="main">{children ?? (Outlet ? <Outlet /> : null)}</div>
        <ConnectChannelDialog isOpen={isConnectOpen} onOpenChange={setConnectOpen} />
      </Shell>
    </NotificationsProvider>
  );
}
