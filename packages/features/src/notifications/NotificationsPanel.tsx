'use client';

import type { RefObject } from 'react';
import styled from 'styled-components';
import { Dialog, Heading, Popover } from 'react-aria-components';
import { Trans } from '@lingui/react/macro';
import { Button } from '@channel-countdown/ui';
import { NotificationsList } from './NotificationsList';
import { useMarkNotificationsRead } from './markRead';
import { useNotifications } from './NotificationsProvider';

const Panel = styled(Popover)`
  width: min(22rem, calc(100vw - 2rem));
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-md);
  outline: none;
`;

const PanelDialog = styled(Dialog)`
  outline: none;
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  padding: var(--space-3);
  border-bottom: 1px solid var(--color-border);

  h2 {
    font-size: 1rem;
    font-weight: 600;
  }
`;

export interface NotificationsPanelProps {
  /** The bell the panel hangs from. */
  triggerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The bell's panel (SPEC §2): 'Notifications', 'Mark all read' and the list. */
export function NotificationsPanel({ triggerRef, isOpen, onOpenChange }: NotificationsPanelProps) {
  const { unreadCount } = useNotifications();
  const { mutate: markRead } = useMarkNotificationsRead();
  return (
    <Panel
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      offset={8}
    >
      <PanelDialog aria-labelledby="notifications-heading">
        <PanelHeader>
          <Heading slot="title" id="notifications-heading">
            <Trans>Notifications</Trans>
          </Heading>
          <Button
            variant="ghost"
            size="sm"
            onPress={() => markRead({ all: true })}
            isDisabled={unreadCount === 0}
          >
            <Trans>Mark all read</Trans>
          </Button>
        </PanelHeader>
        <NotificationsList onOpened={() => onOpenChange(false)} />
      </PanelDialog>
    </Panel>
  );
}
