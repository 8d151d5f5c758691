import styled from 'styled-components';
import type { AdminUser } from '@channel-countdown/contract';
import { AlertDialog } from '@channel-countdown/ui';

const Removed = styled.ul`
  margin: var(--space-3) 0;
  padding-inline-start: var(--space-6);
  list-style: disc;
`;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export interface DeleteUserDialogProps {
  /** The user to delete; null closes the dialog. */
  user: AdminUser | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §2 'Delete User Account': who goes, what goes with them, and the gentler alternative. */
export function DeleteUserDialog({ user, isPending, onConfirm, onCancel }: DeleteUserDialogProps) {
  return (
    <AlertDialog
      isOpen={user !== null}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      title="Delete User Account"
      description={
        user ? (
          <>
            <p>
              Are you sure you want to delete{' '}
              <strong>
                <bdi>{user.username}</bdi>
              </strong>
              ? This will permanently remove:
            </p>
            <Removed>
              <li>User profile and authentication data</li>
              <li>{plural(user.channelsCount, 'channel', 'channels')}</li>
              <li>{plural(user.timersCount, 'timer and schedule', 'timers and schedules')}</li>
              <li>{plural(user.notesCount, 'note', 'notes')}</li>
            </Removed>
            <p>This action cannot be undone. Consider deactivating the user instead.</p>
          </>
        ) : null
      }
      confirmLabel="Delete User"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      isPending={isPending}
      pendingLabel="Deleting..."
      tone="danger"
    />
  );
}
