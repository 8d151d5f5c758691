import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { ConnectChannelDialog } from '../channels';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { useAuth } from '../session/AuthProvider';
import { DesktopHeader } from './DesktopHeader';
import { MobileNavigation } from './MobileNavigation';
import { useIsMobile } from './useIsMobile';

const Shell = styled.div`
  min-height: 100vh;
  background: var(--color-bg);
  color: var(--color-text);
`;

/**
 * The signed-in shell (inside ProtectedRoute): the header for the viewport — desktop bar, or below
 * 768 px the slide-in menu and the floating add button — over the page of the current route.
 */
export function AppLayout() {
  const { user } = useAuth();
  const isMobile = useIsMobile();
  const [isConnectOpen, setConnectOpen] = useState(false);
  const openConnect = () => setConnectOpen(true);
  return (
    <NotificationsProvider>
      <Shell>
        {user &&
          (isMobile ? (
            <MobileNavigation user={user} onAddChannel={openConnect} />
          ) : (
            <DesktopHeader user={user} onAddChannel={openConnect} />
          ))}
        <Outlet />
        <ConnectChannelDialog isOpen={isConnectOpen} onOpenChange={setConnectOpen} />
      </Shell>
    </NotificationsProvider>
  );
}
