'use client';

import { useState } from 'react';
import { StickyNote } from 'lucide-react';
import type { Channel } from '@channel-countdown/contract';
import { Button, Text } from '@channel-countdown/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { NotesPreview, LazyNotesPanel as NotesPanel } from '../../channels';
import { Section } from './Section';

/** The channel's notes (the card's preview) and the notes panel to read, add and edit them. */
export function NotesSection({ channel }: { channel: Channel }) {
  const [open, setOpen] = useState(false);
  const count = channel.noteCount;
  const { t } = useLingui();
  const preview =
    count === 0 ? (
      <Text size="sm" tone="muted">
        <Trans>No notes for this channel yet.</Trans>
      </Text>
    ) : (
      <NotesPreview notes={channel.notes} count={count} />
    );
  return (
    <Section
      titleId="channel-notes-title"
      title={t`Notes`}
      placeholder={preview}
      actions={
        <Button variant="outline" size="sm" onPress={() => setOpen(true)}>
          <StickyNote size={16} aria-hidden="true" />
          {count === 0 ? t`Add a note` : t`Open notes (${count})`}
        </Button>
      }
    >
      {preview}
      <NotesPanel
        channelId={channel.id}
        channelName={channel.channelName}
        isOpen={open}
        onOpenChange={setOpen}
      />
    </Section>
  );
}
