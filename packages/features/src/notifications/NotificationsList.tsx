'use client';

import styled from 'styled-components';
import { formatDistanceStrict } from 'date-fns';
import { AlertTriangle, CheckCircle2, PencilLine, Trophy, UserCog, Video } from 'lucide-react';
import { notificationLink, type NotificationKind } from '@channel-countdown/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { HostLink } from '../shared';
import { useMarkNotificationsRead } from './markRead';
import { useNotifications } from './NotificationsProvider';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  /* SPEC §2: about 96 units (24rem) at most, then it scrolls. */
  max-height: 24rem;
  overflow-y: auto;
`;

const Item = styled.li`
  border-top: 1px solid var(--color-border);
  &:first-child {
    border-top: 0;
  }
`;

const ItemLink = styled(HostLink)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: var(--space-3);
  width: 100%;
  padding: var(--space-3);
  color: var(--color-text);
  text-decoration: none;
  text-align: start;
  &:hover,
  &:focus-visible {
    background: var(--color-surface-muted);
  }
  &:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: -2px;
  }
  strong {
    display: block;
    font-size: 0.875rem;
  }
  span,
  time {
    display: block;
    font-size: 0.8125rem;
    color: var(--color-text-muted);
    overflow-wrap: anywhere;
  }
`;

const UnreadDot = styled.i`
  width: 0.5rem;
  height: 0.5rem;
  margin-top: 0.375rem;
  border-radius: 999px;
  background: var(--color-primary);
`;

const Message = styled.p`
  padding: var(--space-6) var(--space-3);
  text-align: center;
  color: var(--color-text-muted);
`;

const icons: Record<NotificationKind, React.ReactNode> = {
  'cycle-completed': <CheckCircle2 size={18} color="var(--color-success)" aria-hidden="true" />,
  'cycle-ending': <AlertTriangle size={18} color="var(--color-warning)" aria-hidden="true" />,
  'new-upload': <Video size={18} color="var(--color-primary)" aria-hidden="true" />,
  milestone: <Trophy size={18} color="var(--color-success)" aria-hidden="true" />,
  'channel-changed': <PencilLine size={18} color="var(--color-primary)" aria-hidden="true" />,
  account: <UserCog size={18} color="var(--color-primary)" aria-hidden="true" />,
};

export interface NotificationsListProps {
  /** A notification was opened (its channel's page is on the way): close the menu the list is in. */
  onOpened: () => void;
}

/**
 * The user's notifications in the bell's panel and in the mobile menu; each opens its channel's page and
 * is marked read as it opens.
 */
export function NotificationsList({ onOpened }: NotificationsListProps) {
  const { notifications, isLoading, isError } = useNotifications();
  const { mutate: markRead } = useMarkNotificationsRead();
  const { t } = useLingui();
  if (notifications.length === 0) {
    if (isLoading)
      return (
        <Message role="status">
          <Trans>Loading notifications…</Trans>
        </Message>
      );
    if (isError)
      return (
        <Message role="alert">
          <Trans>Notifications could not be loaded. They will be tried again shortly.</Trans>
        </Message>
      );
    return (
      <Message>
        <Trans>No notifications yet</Trans>
      </Message>
    );
  }
  const now = Date.now();
  return (
    <List aria-label={t`Notification list`}>
      {notifications.map((notification) => (
        <Item key={notification.id}>
          <ItemLink
            href={notificationLink(notification.channelId, notification.kind)}
            onClick={() => {
              if (!notification.read) markRead({ ids: [notification.id] });
              onOpened();
            }}
            data-read={notification.read || undefined}
          >
            {icons[notification.kind]}
            <div>
              <strong>{notification.title}</strong>
              <span>{notification.body}</span>
              <time dateTime={notification.createdAt}>
                {formatDistanceStrict(new Date(notification.createdAt), now, { addSuffix: true })}
              </time>
            </div>
            {notification.read ? <span /> : <UnreadDot aria-label={t`Unread`} role="img" />}
          </ItemLink>
        </Item>
      ))}
    </List>
  );
}
