'use client';

import { useRef, useState } from 'react';
import { format } from 'date-fns';
import styled from 'styled-components';
import { Pencil, Plus, StickyNote, Trash2 } from 'lucide-react';
import type { Note } from '@channel-countdown/contract';
import { Button, Dialog, EmptyState, IconButton, Skeleton, useToast } from '@channel-countdown/ui';
import { useNotes } from '../api/getNotes';
import { useCreateNote } from '../api/createNote';
import { useUpdateNote } from '../api/updateNote';
import { useDeleteNote } from '../api/deleteNote';
import { accentOf } from '../noteColors';
import { NoteEditor, type NoteDraft } from './NoteEditor';
import { LazyTooltip, ReadError } from '../../shared';
import { msg, plural } from '@lingui/core/macro';
import { dateTimeFormat } from '../../i18n';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';

const Body = styled.div`
  outline: none;
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  min-width: min(28rem, 80vw);
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: var(--space-2);
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 24rem;
  overflow-y: auto;
`;

const Item = styled.li<{ $accent: string }>`
  display: flex;
  align-items: flex-start;
  gap: var(--space-2);
  padding: var(--space-3);
  border-inline-start: 4px solid ${({ $accent }) => $accent};
  border-radius: var(--radius-md);
  background: var(--color-surface-muted);

  & > div {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: var(--space-1);
  }
  & p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    unicode-bidi: plaintext;
  }
  & time {
    font-size: var(--font-size-xs);
    color: var(--color-text-muted);
  }
`;

const ChannelName = styled.bdi`
  color: var(--color-text-muted);
  font-weight: 500;
`;

/** How long the 'Undo' of a deleted note stays on screen. */
export const NOTE_UNDO_MS = 8000;

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; note: Note };

export interface NotesPanelProps {
  /** The channel's internal id. */
  channelId: number;
  /** Names the channel in the panel, for screen readers. */
  channelName: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * SPEC §2 'Channel Notes': list, add, edit and delete a channel's notes. The notes are fetched only while
 * the panel is open (SPEC §7).
 */
export function NotesPanel({ channelId, channelName, isOpen, onOpenChange }: NotesPanelProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const { t } = useLingui();
  const close = (open: boolean) => {
    if (!open) setMode({ kind: 'list' });
    onOpenChange(open);
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={close}
      title={
        <>
          <Trans>
            Channel Notes · <ChannelName>{channelName}</ChannelName>
          </Trans>
        </>
      }
      description={t`Organize your thoughts`}
    >
      {isOpen && (
        <NotesPanelBody channelId={channelId} channelName={channelName} mode={mode} setMode={setMode} />
      )}
    </Dialog>
  );
}

/**
 * When a note was written, in the page's language: 'Nov 20, 2026, 3:00 PM' in English (as it always read), the
 * same parts in another language's own order and words.
 */
function noteDate(createdAt: string, locale: string): string {
  const date = new Date(createdAt);
  if (locale === 'en' || locale === 'pseudo') return format(date, 'MMM d, yyyy, h:mm a');
  return dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

function NotesPanelBody({
  channelId,
  channelName,
  mode,
  setMode,
}: Pick<NotesPanelProps, 'channelId' | 'channelName'> & { mode: Mode; setMode: (mode: Mode) => void }) {
  const { toast } = useToast();
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const notes = useNotes(channelId, true);
  const createNote = useCreateNote(channelId);
  // Undo writes the note again: the same call, its failure worded as a restore.
  const restoreNote = useCreateNote(channelId, { title: msg`Failed to restore note` });
  const updateNote = useUpdateNote(channelId);
  const deleteNote = useDeleteNote(channelId);
  const backToList = () => setMode({ kind: 'list' });
  /** Where the focus goes when the focused note disappears: inside the panel, so Escape still closes it. */
  const regionRef = useRef<HTMLDivElement>(null);

  // mutateAsync, not mutate callbacks: those are dropped when the observer re-renders away mid-flight
  // (the channel list refetch after each change re-renders the card that holds this panel). A failure's
  // toast comes from the mutation's meta.
  const create = async (draft: NoteDraft) => {
    try {
      await createNote.mutateAsync(draft);
    } catch {
      return;
    }
    backToList();
    toast({ title: t`Note Created`, variant: 'success' });
  };
  const update = async (noteId: number, draft: NoteDraft) => {
    try {
      await updateNote.mutateAsync({ noteId, ...draft });
    } catch {
      return;
    }
    backToList();
    toast({ title: t`Note Updated`, variant: 'success' });
  };
  // Undo writes the note again (same text and colour); the server gives it a new id and date.
  const restore = async (note: Note) => {
    try {
      await restoreNote.mutateAsync({ content: note.content, color: note.color });
    } catch {
      return;
    }
    toast({ title: t`Note Restored`, variant: 'success' });
  };
  const remove = async (note: Note) => {
    // The pressed button is about to go (disabled, then removed): keep the focus inside the panel.
    regionRef.current?.focus();
    try {
      await deleteNote.mutateAsync(note.id);
    } catch {
      return;
    }
    toast({
      title: t`Note Deleted`,
      variant: 'success',
      duration: NOTE_UNDO_MS,
      action: { label: t`Undo`, onPress: () => void restore(note) },
    });
  };

  const list = notes.data ?? [];
  const noteCount = list.length;
  return (
    <Body aria-label={t`Notes for ${channelName}`} role="region" ref={regionRef} tabIndex={-1}>
      {mode.kind === 'list' && list.length > 0 && (
        <Toolbar>
          <span>{t`${plural(noteCount, { one: '# note', other: '# notes' })}`}</span>
          <Button size="sm" onPress={() => setMode({ kind: 'add' })}>
            <Plus size={16} aria-hidden="true" />
            <Trans>Add Note</Trans>
          </Button>
        </Toolbar>
      )}
      {mode.kind === 'add' && (
        <NoteEditor
          isPending={createNote.isPending}
          onSave={(draft) => void create(draft)}
          onCancel={backToList}
        />
      )}

      {notes.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Loading notes`}>
          <Skeleton height={56} />
        </div>
      ) : notes.isError ? (
        <ReadError
          title={t`Could not load the notes`}
          error={notes.error}
          onRetry={notes.refetch}
          isRetrying={notes.isFetching}
          headingLevel={3}
        />
      ) : list.length === 0 ? (
        mode.kind === 'list' && (
          <EmptyState
            icon={<StickyNote size={32} />}
            title={t`No notes yet`}
            headingLevel={3}
            action={
              <Button onPress={() => setMode({ kind: 'add' })}>
                <Trans>Create Your First Note</Trans>
              </Button>
            }
          />
        )
      ) : (
        <List aria-label={t`Notes`}>
          {list.map((note) =>
            mode.kind === 'edit' && mode.note.id === note.id ? (
              <li key={note.id}>
                <NoteEditor
                  initial={{ content: note.content, color: note.color }}
                  isPending={updateNote.isPending}
                  onSave={(draft) => void update(note.id, draft)}
                  onCancel={backToList}
                />
              </li>
            ) : (
              <Item key={note.id} $accent={accentOf(note.color)} data-color={note.color}>
                <div>
                  <p dir="auto">{note.content}</p>
                  <time dateTime={note.createdAt}>{noteDate(note.createdAt, i18n.locale)}</time>
                </div>
                <LazyTooltip content={t`Edit note`}>
                  <IconButton
                    aria-label={t`Edit note`}
                    icon={<Pencil size={16} aria-hidden="true" />}
                    size="sm"
                    onPress={() => setMode({ kind: 'edit', note })}
                  />
                </LazyTooltip>
                <LazyTooltip content={t`Delete note`}>
                  <IconButton
                    aria-label={t`Delete note`}
                    icon={<Trash2 size={16} aria-hidden="true" />}
                    size="sm"
                    isDisabled={deleteNote.isPending && deleteNote.variables === note.id}
                    onPress={() => void remove(note)}
                  />
                </LazyTooltip>
              </Item>
            ),
          )}
        </List>
      )}
    </Body>
  );
}
