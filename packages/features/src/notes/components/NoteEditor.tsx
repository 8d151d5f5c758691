'use client';

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DEFAULT_NOTE_COLOR, type NoteColor } from '@channel-countdown/contract';
import { Button, Inline, TextArea } from '@channel-countdown/ui';
import { NoteColorPicker } from './NoteColorPicker';
import { Trans, useLingui } from '@lingui/react/macro';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  padding: var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface-muted);
`;

export interface NoteDraft {
  content: string;
  color: NoteColor;
}

export interface NoteEditorProps {
  /** The note being edited, or nothing for a new note. @default an empty blue note */
  initial?: NoteDraft;
  isPending: boolean;
  onSave: (draft: NoteDraft) => void;
  onCancel: () => void;
}

/** Add and edit mode of the notes panel. SPEC §5: Save is disabled while the content is blank after trimming. */
export function NoteEditor({ initial, isPending, onSave, onCancel }: NoteEditorProps) {
  const [content, setContent] = useState(initial?.content ?? '');
  const [color, setColor] = useState<NoteColor>(initial?.color ?? DEFAULT_NOTE_COLOR);
  const isBlank = content.trim() === '';
  const { t } = useLingui();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isBlank) onSave({ content: content.trim(), color });
  };

  return (
    <Form onSubmit={submit} aria-label={initial ? t`Edit note` : t`New note`}>
      <TextArea
        label={t`Note`}
        name="content"
        value={content}
        onChange={setContent}
        placeholder={t`Write your note...`}
        autoFocus
      />
      <NoteColorPicker value={color} onChange={setColor} />
      <Inline wrap={false} gap={2} align="stretch" justify="end">
        <Button type="button" variant="ghost" onPress={onCancel} isDisabled={isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" isDisabled={isBlank} isPending={isPending} pendingLabel={t`Saving...`}>
          <Trans>Save</Trans>
        </Button>
      </Inline>
    </Form>
  );
}
