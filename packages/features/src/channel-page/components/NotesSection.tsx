import { useState } from 'react';
import { StickyNote } from 'lucide-react';
import type { Channel } from '@channel-countdown/contract';
import { Button } from '@channel-countdown/ui';
import { NotesPreview, LazyNotesPanel as NotesPanel } from '../../channels';
import { Muted, Section, SectionHeader, SectionTitle } from './styles';

/** The channel's notes (the card's preview) and the notes panel to read, add and edit them. */
export function NotesSection({ channel }: { channel: Channel }) {
  const [open, setOpen] = useState(false);
  const count = channel.notes.length;
  return (
    <Section aria-labelledby="channel-notes-title">
      <SectionHeader>
        <SectionTitle id="channel-notes-title">Notes</SectionTitle>
        <Button variant="outline" size="sm" onPress={() => setOpen(true)}>
          <StickyNote size={16} aria-hidden="true" />
          {count === 0 ? 'Add a note' : `Open notes (${count})`}
        </Button>
      </SectionHeader>
      {count === 0 ? <Muted>No notes for this channel yet.</Muted> : <NotesPreview notes={channel.notes} />}
      <NotesPanel
        channelId={channel.id}
        channelName={channel.channelName}
        isOpen={open}
        onOpenChange={setOpen}
      />
    </Section>
  );
}
