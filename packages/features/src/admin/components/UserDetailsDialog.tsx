import styled from 'styled-components';
import type { AdminUser } from '@channel-countdown/contract';
import { Button, Dialog, FigureList } from '@channel-countdown/ui';
import { isAdmin, lastActivityText, shortDate } from '../rules';

export interface UserDetailsDialogProps {
  /** The user shown; null closes the dialog. */
  user: AdminUser | null;
  onClose: () => void;
}

const Details = styled(FigureList)`
  display: grid;
  grid-template-columns: repeat(2, minmax(9rem, 1fr));
  gap: var(--space-4);
  min-width: min(24rem, 80vw);

  dd {
    font-weight: 600;
  }
`;

/** A row's 'View Details': everything the list knows of the user, in one place. */
export function UserDetailsDialog({ user, onClose }: UserDetailsDialogProps) {
  return (
    <Dialog
      isOpen={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={user ? user.username : 'User details'}
      description={user ? user.email || 'No email provided' : undefined}
      footer={<Button onPress={onClose}>Close</Button>}
    >
      {user && (
        <Details aria-label={`Details of ${user.username}`}>
          {[
            ['Role', isAdmin(user) ? 'Admin' : 'User'],
            ['Status', user.isActive ? 'Active' : 'Inactive'],
            ['Joined', shortDate(user.createdAt)],
            ['Last activity', lastActivityText(user.lastActivityAt)],
            ['Channels', String(user.channelsCount)],
            ['Timers', `${user.activeTimersCount} of ${user.timersCount} running`],
            ['Notes', String(user.notesCount)],
            ['Engagement score', String(user.engagementScore)],
          ].map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Details>
      )}
    </Dialog>
  );
}
