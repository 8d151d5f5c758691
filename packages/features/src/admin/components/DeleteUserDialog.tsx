'use client';

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { AdminUser } from '@channel-countdown/contract';
import { AlertDialog } from '@channel-countdown/ui';

const Removed = styled.ul`
  margin: var(--space-3) 0;
  padding-inline-start: var(--space-6);
  list-style: disc;
`;

/** What goes with the user, counted (as digits, without grouping, as the dialog always wrote them). */
function CountedItems({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const { channelsCount, timersCount, notesCount } = user;
  const channels = String(channelsCount);
  const timers = String(timersCount);
  const notes = String(notesCount);
  return (
    <>
      <li>{t`${plural(channelsCount, { one: `${channels} channel`, other: `${channels} channels` })}`}</li>
      <li>
        {t`${plural(timersCount, {
          one: `${timers} timer and schedule`,
          other: `${timers} timers and schedules`,
        })}`}
      </li>
      <li>{t`${plural(notesCount, { one: `${notes} note`, other: `${notes} notes` })}`}</li>
    </>
  );
}

export interface DeleteUserDialogProps {
  /** The user to delete; null closes the dialog. */
  user: AdminUser | null;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §2 'Delete User Account': who goes, what goes with them, and the gentler alternative. */
export function DeleteUserDialog({ user, isPending, onConfirm, onCancel }: DeleteUserDialogProps) {
  const { t } = useLingui();
  return (
    <AlertDialog
      isOpen={user !== null}
      onOpenChange={(open) => {
        if (!open && !isPending) onCancel();
      }}
      title={t`Delete User Account`}
      description={
        user ? (
          <>
            <p>
              <Trans>
                Are you sure you want to delete{' '}
                <strong>
                  <bdi>{user.username}</bdi>
                </strong>
                ? This will permanently remove:
              </Trans>
            </p>
            <Removed>
              <li>
                <Trans>User profile and authentication data</Trans>
              </li>
              <CountedItems user={user} />
            </Removed>
            <p>
              <Trans>This action cannot be undone. Consider deactivating the user instead.</Trans>
            </p>
          </>
        ) : null
      }
      confirmLabel={t`Delete User`}
      cancelLabel={t`Cancel`}
      onConfirm={onConfirm}
      isPending={isPending}
      pendingLabel={t`Deleting...`}
      tone="danger"
    />
  );
}
