'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components';
import { FolderCog } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton } from '@channel-countdown/ui';
import { lazyOverlay } from '../shared';
import { groupColorAccent } from './colors';
import { ColorDot } from './GroupChip';
import type { GroupManagerDialogProps } from './GroupManagerDialog';
import type { GroupFilter } from './useGroupFilter';

const GroupManagerDialog = lazyOverlay<GroupManagerDialogProps>(() =>
  import('./GroupManagerDialog').then((module) => module.GroupManagerDialog),
);

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
  min-height: 2.25rem;
`;

const Chips = styled(ToggleButtonGroup)`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const Chip = styled(ToggleButton)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  max-width: 16rem;
  border: 1px solid var(--color-border);
  border-radius: 999px;
  padding: var(--space-1) var(--space-3);
  background: var(--color-surface);
  color: var(--color-text);
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  & > [data-name] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-hovered] {
    background: var(--color-surface-muted);
  }
  &[data-selected] {
    border-color: var(--color-primary);
    box-shadow: inset 0 0 0 1px var(--color-primary);
    background: var(--color-primary-subtle, var(--color-surface-muted));
    font-weight: 600;
  }
  &[data-focus-visible] {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: var(--color-text-muted);
`;

const ALL = 'all';

export interface GroupFilterBarProps {
  filter: GroupFilter;
  /** Whether to offer 'Manage Groups' (the dashboard does; /timers and /analytics only filter). @default true */
  canManage?: boolean;
}

/**
 * The group filter of a page: 'All channels' and each of the user's groups (its colour and its name), the
 * choice kept in the address (`?group=`); on the dashboard also the button that manages the groups.
 */
export function GroupFilterBar({ filter, canManage = true }: GroupFilterBarProps) {
  const { t } = useLingui();
  const [managing, setManaging] = useState(false);
  const { groups, groupsQuery, group } = filter;

  let content;
  if (groups === undefined && groupsQuery.isError) {
    content = (
      <Note role="alert">
        <Trans>Your groups could not be loaded.</Trans>{' '}
        <Button variant="ghost" size="sm" onPress={() => void groupsQuery.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Note>
    );
  } else if (groups === undefined) {
    // A placeholder only: the page's own status says what is loading, and a second would be read out too.
    // Where a user without groups sees no bar at all (a page that only filters), none is held for it either,
    // so the page does not move when it turns out there are none.
    content = canManage ? <Skeleton width="14rem" height="2rem" /> : null;
  } else if (groups.length === 0) {
    content = canManage ? (
      <Note>
        <Trans>Make groups to filter your channels by them.</Trans>
      </Note>
    ) : null;
  } else {
    content = (
      <Chips
        aria-label={t`Filter by group`}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[group ? String(group.id) : ALL]}
        onSelectionChange={(keys: Set<Key>) => {
          const [key] = [...keys];
          if (key !== undefined) filter.choose(key === ALL ? null : Number(key));
        }}
      >
        <Chip id={ALL}>
          <Trans>All channels</Trans>
        </Chip>
        {groups.map((each) => (
          <Chip key={each.id} id={String(each.id)}>
            <ColorDot $accent={groupColorAccent[each.color]} aria-hidden="true" />
            <span data-name="" dir="auto">
              {each.name}
            </span>
          </Chip>
        ))}
      </Chips>
    );
  }

  if (!canManage && content === null) return null;
  return (
    <Bar>
      {content}
      {canManage && (
        <>
          <Button variant="outline" size="sm" onPress={() => setManaging(true)}>
            <FolderCog size={16} aria-hidden="true" />
            <Trans>Manage Groups</Trans>
          </Button>
          <GroupManagerDialog isOpen={managing} onOpenChange={setManaging} />
        </>
      )}
    </Bar>
  );
}
