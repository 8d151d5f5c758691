import { useState } from 'react';
import { StickyNote } from 'lucide-react';
import type { Channel } from '@channel-countdown/contract';
import { Button, Text } from '@channel-countdown/ui';
import { NotesPreview, LazyNotesPanel as NotesPanel } from '../../channels';
import { Section } from './Section';

/** The channel's notes (the card's preview) and the notes panel to read, add and edit them. */
export function NotesSection({ channel }: { channel: Channel }) {
  const [open, setOpen] = useState(false);
  const count = channel.notes.length;
  return (
    <Section
      titleId="channel-notes-title"
      title="Notes"
      actions={
        <Button variant="outline" size="sm" onPress={() => setOpen(true)}>
          <StickyNote size={16} aria-hidden="true" />
          {count === 0 ? 'Add a note' : `Open notes (${count})`}
        </Button>
      }
    >
      {count === 0 ? (
        <Text size="sm" tone="muted">
          No notes for this channel yet.
        </Text>
      ) : (
        <NotesPreview notes={channel.notes} />
      )}
      <NotesPanel
        channelId={channel.id}
        channelName={channel.channelName}
        isOpen={open}
        onOpenChange={setOpen}
      />
    </Section>
  );
}
