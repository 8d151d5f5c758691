'use client';

import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Bell } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconButton } from '@channel-countdown/ui';
import { LazyTooltip, lazyOverlay } from '../shared';
import type { NotificationsPanelProps } from './NotificationsPanel';
import { useNotifications } from './NotificationsProvider';

const BellSlot = styled.span`
  position: relative;
  display: inline-flex;
`;

export const CountBadge = styled.span`
  position: absolute;
  top: -2px;
  inset-inline-end: -2px;
  min-width: 1.125rem;
  height: 1.125rem;
  padding: 0 0.25rem;
  border-radius: 999px;
  background: var(--color-danger);
  color: #fff;
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1.125rem;
  text-align: center;
  pointer-events: none;
`;

const NotificationsPanel = lazyOverlay<NotificationsPanelProps>(() =>
  import('./NotificationsPanel').then((module) => module.NotificationsPanel),
);

/** The header's bell (SPEC §2): the unread count, and a panel 'Notifications' with 'Mark all read'. */
export function NotificationsMenu() {
  const { unreadCount } = useNotifications();
  const [isOpen, setOpen] = useState(false);
  const bellRef = useRef<HTMLSpanElement>(null);
  const { t } = useLingui();
  return (
    <>
      <BellSlot ref={bellRef}>
        <LazyTooltip content={t`Notifications`}>
          <IconButton
            aria-label={
              unreadCount > 0
                ? t`${plural(unreadCount, { other: 'Notifications, # unread' })}`
                : t`Notifications`
            }
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            icon={<Bell size={18} aria-hidden="true" />}
            onPress={() => setOpen(!isOpen)}
          />
        </LazyTooltip>
        {unreadCount > 0 && <CountBadge aria-hidden="true">{unreadCount}</CountBadge>}
      </BellSlot>
      <NotificationsPanel triggerRef={bellRef} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
