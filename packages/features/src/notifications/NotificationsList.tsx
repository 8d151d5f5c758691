import styled from 'styled-components';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { AppNotification } from './deriveNotifications';

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

const ItemButton = styled.button`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: var(--space-3);
  width: 100%;
  padding: var(--space-3);
  border: 0;
  background: transparent;
  color: var(--color-text);
  text-align: left;
  font: inherit;
  cursor: pointer;
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
  span {
    font-size: 0.8125rem;
    color: var(--color-text-muted);
  }
`;

const UnreadDot = styled.i`
  width: 0.5rem;
  height: 0.5rem;
  margin-top: 0.375rem;
  border-radius: 999px;
  background: var(--color-primary);
`;

const Empty = styled.p`
  padding: var(--space-6) var(--space-3);
  text-align: center;
  color: var(--color-text-muted);
`;

/** The notification list of the bell's panel and of the mobile menu; pressing one marks it read. */
export function NotificationsList({
  notifications,
  onRead,
}: {
  notifications: readonly AppNotification[];
  onRead: (id: string) => void;
}) {
  if (notifications.length === 0) return <Empty>No notifications yet</Empty>;
  return (
    <List aria-label="Notification list">
      {notifications.map((notification) => (
        <Item key={notification.id}>
          <ItemButton type="button" onClick={() => onRead(notification.id)} data-read={notification.read || undefined}>
            {notification.type === 'timer_complete' ? (
              <CheckCircle2 size={18} color="var(--color-success)" aria-hidden="true" />
            ) : (
              <AlertTriangle size={18} color="var(--color-warning)" aria-hidden="true" />
            )}
            <div>
              <strong>{notification.title}</strong>
              <span>{notification.message}</span>
            </div>
            {notification.read ? <span /> : <UnreadDot aria-label="Unread" role="img" />}
          </ItemButton>
        </Item>
      ))}
    </List>
  );
}
