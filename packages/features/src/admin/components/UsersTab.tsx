'use client';

import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AdminUser } from '@channel-countdown/contract';
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Inline,
  Select,
  TextField,
} from '@channel-countdown/ui';
import { useAdminUsers, useDeleteUser, useUpdateUserStatus } from '../api';
import {
  DEFAULT_USER_SORT,
  USER_FILTERS,
  USER_SORTS,
  userFilterLabel,
  userSortLabel,
  type UserFilter,
  type UserSort,
} from '../rules';
import { useDebouncedValue } from '../useDebouncedValue';
import { useAuth } from '../../session';
import { ReadState, TextRun } from '../../shared';
import { DeleteUserDialog } from './DeleteUserDialog';
import { UserDetailsDialog } from './UserDetailsDialog';
import { LoadMore } from './LoadMore';
import { UsersTable } from './UsersTable';

const Toolbar = styled.div`
  display: grid;
  gap: var(--space-3);
  grid-template-columns: minmax(14rem, 2fr) repeat(2, minmax(10rem, 1fr));
  align-items: end;

  @media (max-width: 767px) {
    grid-template-columns: 1fr;
  }
`;

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  /* The table scrolls inside the card; the card never widens the page. */
  min-width: 0;
`;

export interface UsersTabProps {
  /** Every user on the platform (the stats), for the "N of M" badge. */
  totalUsers: number | undefined;
  /** Admin calls run only for administrators (SPEC §6). */
  enabled: boolean;
}

/**
 * SPEC §2 Users: search, filter, sort (admins first), the table and its row actions. The server searches,
 * filters, sorts and pages (issue 22): the search is sent once typing pauses, the rows come page by page.
 */
export function UsersTab({ totalUsers, enabled }: UsersTabProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<UserFilter>('all');
  const [sort, setSort] = useState<UserSort>(DEFAULT_USER_SORT);
  const [userToDelete, setUserToDelete] = useState<AdminUser | null>(null);
  const [userShown, setUserShown] = useState<AdminUser | null>(null);
  const { user: signedIn } = useAuth();
  const heading = useRef<HTMLHeadingElement>(null);
  const updateStatus = useUpdateUserStatus();
  const deleteUser = useDeleteUser();
  const q = useDebouncedValue(search.trim());
  const users = useAdminUsers({ q, filter, sort }, { enabled });
  const { mutate: changeStatus } = updateStatus;
  const toggleStatus = useCallback(
    (user: AdminUser) => changeStatus({ userId: user.id, isActive: !user.isActive }),
    [changeStatus],
  );

  const table = (rows: AdminUser[], isLoading: boolean) => (
    <UsersTable
      users={rows}
      isLoading={isLoading}
      pendingStatusUserId={updateStatus.isPending ? updateStatus.variables?.userId : undefined}
      onToggleStatus={toggleStatus}
      onDelete={setUserToDelete}
      onViewDetails={setUserShown}
      currentUserId={signedIn?.id}
    />
  );

  const confirmDelete = () => {
    if (!userToDelete) return;
    // SPEC §4: after the call the dialog closes and the selection clears, whatever the outcome.
    // The deleted row's menu button is gone with it: focus goes to the list's heading, not the page's top.
    deleteUser.mutate(userToDelete.id, {
      onSettled: () => {
        setUserToDelete(null);
        setTimeout(() => heading.current?.focus());
      },
    });
  };

  return (
    <Card data-users-card="">
      <CardHeader>
        <Inline gap={3} justify="between">
          <Inline gap={2}>
            <CardTitle as="h2" ref={heading} tabIndex={-1}>
              <Trans>User Management</Trans>
            </CardTitle>
            {users.totalText !== undefined && (
              <Badge tone="neutral">
                <Trans>
                  <TextRun>{users.totalText}</TextRun> of <TextRun>{totalUsers ?? users.totalText}</TextRun>
                </Trans>
              </Badge>
            )}
          </Inline>
          {/* SPEC §2's Export and Add User had no behaviour: not offered. */}
        </Inline>
      </CardHeader>
      <Body>
        <Toolbar data-users-toolbar="">
          <TextField
            label={t`Search users`}
            name="search"
            type="search"
            placeholder={t`Search by username or email...`}
            value={search}
            onChange={setSearch}
          />
          <Select
            label={t`Filter`}
            items={USER_FILTERS.map(({ id }) => ({ id, label: i18n._(userFilterLabel[id]) }))}
            selectedKey={filter}
            onSelectionChange={(key) => setFilter(key as UserFilter)}
          />
          <Select
            label={t`Sort by`}
            items={USER_SORTS.map(({ id }) => ({ id, label: i18n._(userSortLabel[id]) }))}
            selectedKey={sort}
            onSelectionChange={(key) => setSort(key as UserSort)}
          />
        </Toolbar>
        <ReadState
          read={users.read}
          errorTitle={t`Could not load the users`}
          errorHeadingLevel={3}
          loading={table([], true)}
        >
          {(rows) => table(rows, false)}
        </ReadState>
        <LoadMore list={users} noun="users" />
      </Body>
      <UserDetailsDialog user={userShown} onClose={() => setUserShown(null)} />
      <DeleteUserDialog
        user={userToDelete}
        isPending={deleteUser.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setUserToDelete(null)}
      />
    </Card>
  );
}
