'use client';

import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { GitCompareArrows, Pencil, Trash2 } from 'lucide-react';
import { useLingui as useLinguiContext } from '@lingui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  compareHref,
  groupCompare,
  GROUP_COLORS,
  GROUPS_MAX,
  type Group,
  type GroupColor,
} from '@channel-countdown/contract';
import {
  AlertDialog,
  Button,
  Dialog,
  IconButton,
  LinkButton,
  TextField,
  useToast,
} from '@channel-countdown/ui';
import { serverMessage } from '../api';
import { translateContractText } from '../i18n';
import { checkFormWhenLoaded, lazySchema, ReadError } from '../shared';
import { useCreateGroup, useDeleteGroup, useGroups, useUpdateGroup } from './api';
import { GroupChip } from './GroupChip';
import { GroupColorPicker } from './GroupColorPicker';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding-bottom: var(--space-4);
  border-bottom: 1px solid var(--color-border);
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin: var(--space-4) 0 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-height: 2.5rem;

  & > [data-name] {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-2);
  }
  & small {
    color: var(--color-text-muted);
    font-size: var(--font-size-xs);
  }
`;

const Empty = styled.p`
  margin: var(--space-4) 0 0;
  color: var(--color-text-muted);
`;

const Actions = styled.div`
  display: flex;
  gap: var(--space-2);
  justify-content: flex-end;
`;

export interface GroupManagerDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The group form's schema: zod comes the first time a group is named or renamed, not with the dashboard, which
 * fetches this dialog's code ahead of its first opening.
 */
const groupSchema = lazySchema(() => import('./schemas').then((module) => module.createGroupRequestSchema));

/** What the server or the form said, in the user's language; a network failure in a sentence. */
function useProblemText() {
  const { i18n } = useLinguiContext();
  const { t } = useLingui();
  return (error: unknown) => {
    const message = serverMessage(error);
    return message === null
      ? t`Could not reach the server. Check your connection and try again.`
      : translateContractText(i18n, message);
  };
}

/**
 * The user's channel groups: make one (a name and a colour), rename or recolour one, delete one after a
 * confirmation (its channels stay). A channel is put into groups from its card's menu ('Groups…').
 */
export function GroupManagerDialog({ isOpen, onOpenChange }: GroupManagerDialogProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const groupsQuery = useGroups();
  const create = useCreateGroup();
  const problemText = useProblemText();
  const form = useRef<HTMLFormElement>(null);
  const focusName = () => form.current?.querySelector('input')?.focus();
  const [name, setName] = useState('');
  const [color, setColor] = useState<GroupColor>(GROUP_COLORS[0]);
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const groups = groupsQuery.data ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await checkFormWhenLoaded(groupSchema, { name, color });
    if (!checked.ok) {
      setProblem(translateContractText(i18n, checked.errors.name ?? checked.errors.color ?? ''));
      return;
    }
    create.mutate(checked.data, {
      onSuccess: () => {
        setName('');
        setProblem(null);
        focusName();
      },
      onError: (error) => setProblem(problemText(error)),
    });
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Channel Groups`}
      description={t`Put channels into named groups, then filter your dashboard, timers and analytics by one.`}
      footer={
        <Button variant="outline" onPress={() => onOpenChange(false)}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <Form ref={form} aria-label={t`New group`} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t`New group name`}
          placeholder={t`Gaming`}
          value={name}
          onChange={(value) => {
            setName(value);
            setProblem(null);
          }}
          isInvalid={problem !== null}
          errorMessage={problem ?? undefined}
        />
        <GroupColorPicker value={color} onChange={setColor} />
        <Actions>
          <Button
            type="submit"
            isPending={create.isPending}
            pendingLabel={t`Adding...`}
            isDisabled={groups.length >= GROUPS_MAX}
          >
            <Trans>Add Group</Trans>
          </Button>
        </Actions>
      </Form>
      {groupsQuery.isError && groupsQuery.data === undefined ? (
        <ReadError
          title={t`Could not load your groups`}
          error={groupsQuery.error}
          onRetry={groupsQuery.refetch}
          isRetrying={groupsQuery.isFetching}
          headingLevel={3}
        />
      ) : groupsQuery.isPending ? (
        <Empty role="status">
          <Trans>Loading your groups...</Trans>
        </Empty>
      ) : groups.length === 0 ? (
        <Empty>
          <Trans>You have no groups yet.</Trans>
        </Empty>
      ) : (
        <List aria-label={t`Your groups`}>
          {groups.map((group) =>
            editing === group.id ? (
              <EditRow
                key={group.id}
                group={group}
                onDone={() => setEditing(null)}
                problemText={problemText}
              />
            ) : (
              <GroupRow
                key={group.id}
                group={group}
                onEdit={() => setEditing(group.id)}
                onDelete={() => setDeleting(group)}
              />
            ),
          )}
        </List>
      )}
      <DeleteGroupDialog
        group={deleting}
        onClose={(deleted) => {
          setDeleting(null);
          // The row and its buttons are gone: the new group's field is the next place to be.
          if (deleted) focusName();
        }}
      />
    </Dialog>
  );
}

function GroupRow({ group, onEdit, onDelete }: { group: Group; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const channelsCount = group.channelIds.length;
  const channels = String(channelsCount);
  const name = group.name;
  // The group's own compare, for a group of 2 to 8 channels (the filtered page's totals say why another has none).
  const compare = groupCompare(group.channelIds);
  return (
    <Row>
      <div data-name="">
        <GroupChip group={group} />
        <small>
          {t`${plural(channelsCount, { one: `${channels} channel`, other: `${channels} channels` })}`}
        </small>
      </div>
      {compare.kind === 'ready' && (
        <LinkButton
          href={compareHref(compare.channelIds)}
          aria-label={t`Compare ${name}`}
          variant="ghost"
          size="sm"
        >
          <GitCompareArrows size={16} aria-hidden="true" />
        </LinkButton>
      )}
      <IconButton
        aria-label={t`Rename or recolor ${name}`}
        icon={<Pencil size={16} aria-hidden="true" />}
        variant="ghost"
        size="sm"
        onPress={onEdit}
      />
      <IconButton
        aria-label={t`Delete ${name}`}
        icon={<Trash2 size={16} aria-hidden="true" />}
        variant="ghost"
        size="sm"
        onPress={onDelete}
      />
    </Row>
  );
}

function EditRow({
  group,
  onDone,
  problemText,
}: {
  group: Group;
  onDone: () => void;
  problemText: (error: unknown) => string;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const update = useUpdateGroup();
  const [name, setName] = useState(group.name);
  const [color, setColor] = useState<GroupColor>(group.color);
  const [problem, setProblem] = useState<string | null>(null);
  const groupName = group.name;

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = await checkFormWhenLoaded(groupSchema, { name, color });
    if (!checked.ok) {
      setProblem(translateContractText(i18n, checked.errors.name ?? ''));
      return;
    }
    update.mutate(
      { id: group.id, ...checked.data },
      { onSuccess: onDone, onError: (error) => setProblem(problemText(error)) },
    );
  }

  return (
    <li>
      <Form aria-label={t`Edit ${groupName}`} onSubmit={(event) => void save(event)} noValidate>
        <TextField
          autoFocus
          label={t`Group name`}
          value={name}
          onChange={(value) => {
            setName(value);
            setProblem(null);
          }}
          isInvalid={problem !== null}
          errorMessage={problem ?? undefined}
        />
        <GroupColorPicker value={color} onChange={setColor} />
        <Actions>
          <Button variant="outline" onPress={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" isPending={update.isPending} pendingLabel={t`Saving...`}>
            <Trans>Save</Trans>
          </Button>
        </Actions>
      </Form>
    </li>
  );
}

function DeleteGroupDialog({ group, onClose }: { group: Group | null; onClose: (deleted: boolean) => void }) {
  const { t } = useLingui();
  const remove = useDeleteGroup();
  const { toast } = useToast();
  const name = group?.name ?? '';
  return (
    <AlertDialog
      isOpen={group !== null}
      onOpenChange={(open) => !open && onClose(false)}
      title={t`Delete this group?`}
      description={t`“${name}” will be deleted. Its channels stay on your dashboard.`}
      confirmLabel={t`Delete Group`}
      pendingLabel={t`Deleting...`}
      isPending={remove.isPending}
      onConfirm={() =>
        group &&
        remove.mutate(group.id, {
          onSuccess: () => {
            onClose(true);
            toast({ title: t`Group Deleted`, description: t`“${name}” was deleted.`, variant: 'success' });
          },
          onError: () => onClose(false),
        })
      }
    />
  );
}
