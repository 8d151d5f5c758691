'use client';

import styled from 'styled-components';
import { NOTE_PREVIEWS, type NotePreview } from '@channel-countdown/contract';
import { accentOf } from '../../notes';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** SPEC §9: the card previews 2 notes (the contract's NOTE_PREVIEWS), then '+N more'. */
export { NOTE_PREVIEWS };

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $accent: string }>`
  padding: var(--space-1) var(--space-2);
  border-inline-start: 4px solid ${({ $accent }) => $accent};
  border-radius: var(--radius-sm);
  background: var(--color-surface-muted);
  font-size: var(--font-size-sm);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const More = styled.li`
  font-size: var(--font-size-xs);
  color: var(--color-text-muted);
`;

/** The channel's newest notes (as GET /api/channels previews them) out of its `count`. */
export function NotesPreview({ notes, count }: { notes: readonly NotePreview[]; count: number }) {
  const { t } = useLingui();
  if (notes.length === 0) return null;
  const hidden = count - Math.min(notes.length, NOTE_PREVIEWS);
  return (
    <List aria-label={t`Notes preview`}>
      {notes.slice(0, NOTE_PREVIEWS).map((note) => (
        <Item key={note.id} $accent={accentOf(note.color)} data-color={note.color}>
          <bdi>{note.content}</bdi>
        </Item>
      ))}
      {hidden > 0 && <More>{t`${plural(hidden, { other: '+# more' })}`}</More>}
    </List>
  );
}
