'use client';

import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import { Check } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { groupsOfChannel } from '@channel-countdown/contract';
import { Button, Dialog, useToast } from '@channel-countdown/ui';
import { ReadError } from '../shared';
import { useGroups, useSetChannelGroups } from './api';
import { ColorDot } from './GroupChip';
import { groupColorAccent } from './colors';

const Options = styled(CheckboxGroup)`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);

  & > [data-label] {
    font-size: var(--font-size-sm);
    font-weight: 500;
  }
`;

const Option = styled(Checkbox)`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 2.25rem;
  cursor: pointer;

  & > [data-box] {
    display: grid;
    place-items: center;
    flex: none;
    width: 1.125rem;
    height: 1.125rem;
    border: 2px solid var(--color-border-strong, var(--color-text-muted));
    border-radius: var(--radius-sm);
    color: var(--color-primary-contrast);
  }
  &[data-selected] > [data-box] {
    background: var(--color-primary);
    border-color: var(--color-primary);
  }
  &[data-focus-visible] > [data-box] {
    outline: 2px solid var(--color-focus-ring);
    outline-offset: 2px;
  }
  & > [data-name] {
    overflow-wrap: anywhere;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

export interface ChannelGroupsDialogProps {
  channelId: number;
  channelName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** 'Groups…' of a channel card's menu: tick the groups the channel is in, then save. */
export function ChannelGroupsDialog({
  channelId,
  channelName,
  isOpen,
  onOpenChange,
}: ChannelGroupsDialogProps) {
  const { t } = useLingui();
  const groupsQuery = useGroups();
  const save = useSetChannelGroups();
  const { toast } = useToast();
  const groups = groupsQuery.data;
  const [chosen, setChosen] = useState<string[] | null>(null);
  const current = groups ? groupsOfChannel(groups, channelId).map((group) => String(group.id)) : [];
  const selected = chosen ?? current;

  // Each opening starts from the groups as they stand.
  useEffect(() => {
    if (isOpen) setChosen(null);
  }, [isOpen]);

  function submit() {
    save.mutate(
      { channelId, groupIds: selected.map(Number) },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({
            title: t`Groups Saved`,
            description: t`${channelName}'s groups were saved.`,
            variant: 'success',
          });
        },
      },
    );
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Groups`}
      description={t`Choose the groups ${channelName} is in.`}
      footer={
        <>
          <Button variant="outline" onPress={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onPress={submit}
            isPending={save.isPending}
            pendingLabel={t`Saving...`}
            isDisabled={!groups || groups.length === 0}
          >
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      {groupsQuery.isError && !groups ? (
        <ReadError
          title={t`Could not load your groups`}
          error={groupsQuery.error}
          onRetry={groupsQuery.refetch}
          isRetrying={groupsQuery.isFetching}
          headingLevel={3}
        />
      ) : !groups ? (
        <Empty role="status">
          <Trans>Loading your groups...</Trans>
        </Empty>
      ) : groups.length === 0 ? (
        <Empty>
          <Trans>You have no groups yet. Make one with Manage Groups on your dashboard.</Trans>
        </Empty>
      ) : (
        <Options value={selected} onChange={setChosen}>
          <Label data-label="">
            <Trans>In these groups</Trans>
          </Label>
          {groups.map((group) => (
            <Option key={group.id} value={String(group.id)}>
              {({ isSelected }) => (
                <>
                  <span data-box="" aria-hidden="true">
                    {isSelected && <Check size={14} strokeWidth={3} />}
                  </span>
                  <ColorDot $accent={groupColorAccent[group.color]} aria-hidden="true" />
                  <span data-name="" dir="auto">
                    {group.name}
                  </span>
                </>
              )}
            </Option>
          ))}
        </Options>
      )}
    </Dialog>
  );
}
