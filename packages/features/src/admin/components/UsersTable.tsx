'use client';

import { useLingui as useLinguiContext } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import styled from 'styled-components';
import { Crown, Eye, MoreHorizontal, Trash2, UserCheck, UserX } from 'lucide-react';
import type { AdminUser } from '@channel-countdown/contract';
import {
  ANIMATION,
  Avatar,
  Badge,
  DropdownMenu,
  IconButton,
  Inline,
  MenuItem,
  MenuSeparator,
  Skeleton,
  Stack,
} from '@channel-countdown/ui';
import { LazyTooltip, TextRun } from '../../shared';
import {
  engagementBand,
  engagementBandLabel,
  engagementTone,
  isAdmin,
  lastActivityText,
  shortDate,
} from '../rules';
import { Muted, Strong } from './styles';

/** SPEC §9: five placeholder rows while the users load. */
export const USER_SKELETON_ROWS = 5;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--font-size-sm);

  th {
    text-align: start;
    font-weight: 600;
    color: var(--color-text-muted);
    padding: var(--space-2) var(--space-3);
    border-bottom: 1px solid var(--color-border);
    white-space: nowrap;
  }
  td {
    padding: var(--space-3);
    border-bottom: 1px solid var(--color-border);
    vertical-align: middle;
  }
`;

const AvatarWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

/** The pulsing dot of an active user, pinned to the avatar's corner. */
const OnlineDot = styled.span`
  position: absolute;
  inset-inline-end: -2px;
  bottom: -2px;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: var(--radius-full);
  border: 2px solid var(--color-surface);
  background: var(--color-success);
  animation: ${ANIMATION.pulse} 2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const NameLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);

  svg {
    color: var(--color-warning);
  }
`;

const Counts = styled(Muted)`
  white-space: nowrap;
`;

export interface UsersTableProps {
  users: AdminUser[];
  isLoading: boolean;
  /** The user whose status change is running, if any (their menu item is disabled meanwhile). */
  pendingStatusUserId?: number;
  onToggleStatus: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onViewDetails: (user: AdminUser) => void;
  /** The signed-in admin: their own row offers no Deactivate or Delete (the server refuses both). */
  currentUserId?: number | undefined;
}

export function UsersTable({
  users,
  isLoading,
  pendingStatusUserId,
  onToggleStatus,
  onDelete,
  onViewDetails,
  currentUserId,
}: UsersTableProps) {
  return (
    <Scroll>
      <Table aria-busy={isLoading || undefined}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>User</Trans>
            </th>
            <th scope="col">
              <Trans>Role</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Engagement &amp; Activity</Trans>
            </th>
            <th scope="col">
              <Trans>Last Activity</Trans>
            </th>
            <th scope="col">
              <Trans>Actions</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {isLoading
            ? Array.from({ length: USER_SKELETON_ROWS }, (_, index) => <SkeletonRow key={index} />)
            : users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  isStatusPending={pendingStatusUserId === user.id}
                  isSelf={user.id === currentUserId}
                  onToggleStatus={onToggleStatus}
                  onDelete={onDelete}
                  onViewDetails={onViewDetails}
                />
              ))}
          {!isLoading && users.length === 0 && (
            <tr>
              <td colSpan={6}>
                <Muted>
                  <Trans>No users match your search or filter.</Trans>
                </Muted>
              </td>
            </tr>
          )}
        </tbody>
      </Table>
    </Scroll>
  );
}

function SkeletonRow() {
  return (
    <tr data-testid="user-skeleton-row">
      <td>
        <Inline wrap={false} gap={3}>
          <Skeleton width={36} height={36} radius="9999px" />
          <Skeleton width={140} />
        </Inline>
      </td>
      {Array.from({ length: 5 }, (_, index) => (
        <td key={index}>
          <Skeleton width={index === 4 ? 32 : 80} />
        </td>
      ))}
    </tr>
  );
}

interface UserRowProps {
  user: AdminUser;
  isStatusPending: boolean;
  isSelf: boolean;
  onToggleStatus: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onViewDetails: (user: AdminUser) => void;
}

/** Memoised: typing in the search re-renders the table, and unchanged rows need not follow. */
const UserRow = memo(function UserRow({
  user,
  isStatusPending,
  isSelf,
  onToggleStatus,
  onDelete,
  onViewDetails,
}: UserRowProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const admin = isAdmin(user);
  const band = engagementBand(user.engagementScore);
  const { username, channelsCount, activeTimersCount, timersCount, notesCount } = user;
  return (
    <tr aria-label={user.username}>
      <td>
        <Inline wrap={false} gap={3}>
          <AvatarWrap>
            <Avatar name={user.username} size="sm" />
            {user.isActive && <OnlineDot role="img" aria-label={t`Active now`} title={t`Active`} />}
          </AvatarWrap>
          <Stack>
            <NameLine>
              <Strong>
                <bdi>{user.username}</bdi>
              </Strong>
              {admin && <Crown size={14} role="img" aria-label={t`Administrator`} />}
            </NameLine>
            <Muted>{user.email || t`No email provided`}</Muted>
          </Stack>
        </Inline>
      </td>
      <td>
        <Badge tone={admin ? 'primary' : 'neutral'}>{admin ? t`Admin` : t`User`}</Badge>
      </td>
      <td>
        <Badge tone={user.isActive ? 'success' : 'danger'}>{user.isActive ? t`Active` : t`Inactive`}</Badge>
      </td>
      <td>
        <Stack gap={1}>
          <span>
            <Badge tone={engagementTone[band]}>{i18n._(engagementBandLabel[band])}</Badge>{' '}
            <Strong>{user.engagementScore}</Strong>
          </span>
          <Counts>
            <Plural value={channelsCount} one={`# channel`} other={`# channels`} />
            {' · '}
            <Plural
              value={timersCount}
              one={`${activeTimersCount}/# timer`}
              other={`${activeTimersCount}/# timers`}
            />
            {' · '}
            <Plural value={notesCount} one={`# note`} other={`# notes`} />
          </Counts>
        </Stack>
      </td>
      <td>
        <Stack gap={1}>
          <span>{lastActivityText(user.lastActivityAt, undefined, i18n)}</span>
          <Counts>
            <Trans>
              Joined <TextRun>{shortDate(user.createdAt, i18n.locale)}</TextRun>
            </Trans>
          </Counts>
        </Stack>
      </td>
      <td>
        <DropdownMenu
          aria-label={t`Actions for ${username}`}
          trigger={
            <LazyTooltip content={t`Actions`}>
              <IconButton aria-label={t`Actions for ${username}`} variant="ghost" size="sm">
                <MoreHorizontal size={16} aria-hidden="true" />
              </IconButton>
            </LazyTooltip>
          }
        >
          {/* SPEC §2's Send Message and Edit User had no behaviour: not offered. */}
          <MenuItem id="view" textValue={t`View Details`} onAction={() => onViewDetails(user)}>
            <Trans>
              <Eye size={16} aria-hidden="true" /> View Details
            </Trans>
          </MenuItem>
          {!isSelf &&
            (user.isActive ? (
              <MenuItem
                id="toggle"
                textValue={t`Deactivate User`}
                isDisabled={isStatusPending}
                onAction={() => onToggleStatus(user)}
              >
                <Trans>
                  <UserX size={16} aria-hidden="true" /> Deactivate User
                </Trans>
              </MenuItem>
            ) : (
              <MenuItem
                id="toggle"
                textValue={t`Activate User`}
                isDisabled={isStatusPending}
                onAction={() => onToggleStatus(user)}
              >
                <Trans>
                  <UserCheck size={16} aria-hidden="true" /> Activate User
                </Trans>
              </MenuItem>
            ))}
          {!isSelf && <MenuSeparator />}
          {!isSelf && (
            <MenuItem id="delete" textValue={t`Delete User`} onAction={() => onDelete(user)}>
              <Trans>
                <Trash2 size={16} aria-hidden="true" /> Delete User
              </Trans>
            </MenuItem>
          )}
        </DropdownMenu>
      </td>
    </tr>
  );
});
