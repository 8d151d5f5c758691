'use client';

import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const username = user?.username ?? '';
  const active = user?.activeTimersCount ?? 0;
  const all = user?.timersCount ?? 0;
  return (
    <Dialog
      isOpen={user !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={user ? user.username : t`User details`}
      description={user ? user.email || t`No email provided` : undefined}
      footer={
        <Button onPress={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      {user && (
        <Details aria-label={t`Details of ${username}`}>
          {[
            [t`Role`, isAdmin(user) ? t`Admin` : t`User`],
            [t`Status`, user.isActive ? t`Active` : t`Inactive`],
            [t`Joined`, shortDate(user.createdAt, i18n.locale)],
            [t`Last activity`, lastActivityText(user.lastActivityAt, undefined, i18n)],
            [t`Channels`, String(user.channelsCount)],
            [t`Timers`, t`${active} of ${all} running`],
            [t`Notes`, String(user.notesCount)],
            [t`Engagement score`, String(user.engagementScore)],
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
