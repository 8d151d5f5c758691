import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { paths } from '@channel-countdown/contract';
import { Button } from '@channel-countdown/ui';
import { NotesPanel } from '@channel-countdown/features/notes';
import {
  createChannelMocks,
  handlers,
  midnightSynthwave,
  pixelAndPine,
  sourdoughScience,
  type ChannelMocks,
} from '@channel-countdown/features/mocks';

/** The 'Channel Notes' panel of one channel, opened at first; the button reopens it. */
function NotesHarness({
  channelId,
  channelName,
  initiallyOpen = true,
}: {
  channelId: number;
  channelName: string;
  initiallyOpen?: boolean;
}) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <main style={{ padding: 24 }}>
      <Button onPress={() => setOpen(true)}>Open notes</Button>
      <NotesPanel channelId={channelId} channelName={channelName} isOpen={isOpen} onOpenChange={setOpen} />
    </main>
  );
}

const story = (channel: { id: number; channelName: string }, mocks: ChannelMocks = createChannelMocks()) => ({
  args: { channelId: channel.id, channelName: channel.channelName },
  parameters: { msw: { handlers: { ...handlers, ...mocks } } },
});

const meta = {
  title: 'Features/Notes/NotesPanel',
  component: NotesHarness,
} satisfies Meta<typeof NotesHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The panel once its 150 ms opening animation has made it visible. */
async function panel() {
  const dialog = await body().findByRole('dialog', { name: /^Channel Notes · / });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function editorIn(dialog: HTMLElement) {
  const inDialog = within(dialog);
  return {
    field: await inDialog.findByRole('textbox', { name: 'Note' }),
    save: inDialog.getByRole('button', { name: 'Save' }),
  };
}

/** The heading names the channel (isolated, so a right-to-left name cannot reorder it); each note shows its date. */
export const NamesChannelAndDates: Story = {
  ...story(pixelAndPine),
  play: async () => {
    const dialog = await panel();
    const inDialog = within(dialog);
    await expect(
      inDialog.getByRole('heading', { name: 'Channel Notes · Pixel & Pine Studio' }),
    ).toBeVisible();
    await inDialog.findAllByRole('button', { name: 'Delete note' });
    const dates = dialog.querySelectorAll('li time');
    await expect(dates).toHaveLength(2);
    for (const date of dates) {
      await expect(date).toHaveAttribute('datetime');
      await expect(date.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    }
  },
};

/**
 * Tab goes round the panel's controls and never out of it, through the note's icon buttons whose tooltips open
 * on keyboard focus; Escape on one of them hides its tooltip first, then closes the panel.
 */
export const KeyboardStaysInPanel: Story = {
  ...story(pixelAndPine),
  play: async () => {
    const dialog = await panel();
    await within(dialog).findAllByRole('button', { name: 'Delete note' });
    const seen: string[] = [];
    for (let i = 0; i < 16; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
      seen.push(
        document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
      );
    }
    // Every icon button was reached, and the round came back to where it started.
    await expect(seen).toContain('Edit note');
    await expect(seen).toContain('Delete note');
    const round = seen.indexOf(seen[0] ?? '', 1);
    await expect(round).toBeGreaterThan(0);
    await expect(seen.slice(round, 2 * round)).toEqual(seen.slice(0, round));

    const edit = within(dialog).getAllByRole('button', { name: 'Edit note' })[0];
    while (document.activeElement !== edit) await userEvent.tab();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Edit note');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Two notes, each with its colour, edit and delete. */
export const WithNotes: Story = {
  ...story(pixelAndPine),
  play: async () => {
    const dialog = await panel();
    const inDialog = within(dialog);
    await expect(inDialog.getByText('Organize your thoughts')).toBeVisible();
    const notes = await inDialog.findByRole('list', { name: 'Notes' });
    await expect(within(notes).getAllByRole('listitem')).toHaveLength(2);
    await expect(inDialog.getByText('Ask about the collab stream in December.')).toBeVisible();
    await expect(inDialog.getAllByRole('button', { name: 'Edit note' })).toHaveLength(2);
  },
};

/** All seven colours, pink and indigo included (they come from elsewhere; the editor offers five). */
export const AllColours: Story = {
  ...story(midnightSynthwave),
  play: async () => {
    const notes = await within(await panel()).findByRole('list', { name: 'Notes' });
    await expect(within(notes).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Empty: Story = {
  ...story(sourdoughScience),
  play: async () => {
    const dialog = await panel();
    await expect(await within(dialog).findByRole('heading', { name: 'No notes yet' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Create Your First Note' })).toBeVisible();
  },
};

export const Loading: Story = {
  ...story(pixelAndPine, createChannelMocks({ pending: { notes: true } })),
  play: async () => {
    const dialog = await panel();
    await expect(within(dialog).getByLabelText('Loading notes')).toHaveAttribute('aria-busy', 'true');
  },
};

/** Add: Save stays disabled for blank or whitespace-only text; blue is preselected; 'Note Created'. */
export const AddNote: Story = {
  ...story(sourdoughScience),
  play: async () => {
    const dialog = await panel();
    const inDialog = within(dialog);
    await userEvent.click(await inDialog.findByRole('button', { name: 'Create Your First Note' }));
    const { field, save } = await editorIn(dialog);
    await expect(save).toBeDisabled();
    await expect(inDialog.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await userEvent.type(field, '   ');
    await expect(save).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Try a 48-hour cold proof next.');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Green' }));
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await expect(await body().findByText('Note Created')).toBeVisible();
    const notes = await inDialog.findByRole('list', { name: 'Notes' });
    const created = within(notes).getByText('Try a 48-hour cold proof next.').closest('li');
    await expect(created).toHaveAttribute('data-color', 'green');
  },
};

/** Cancel leaves add mode without saving. */
export const CancelAdd: Story = {
  ...story(pixelAndPine),
  play: async () => {
    const dialog = await panel();
    const inDialog = within(dialog);
    await userEvent.click(await inDialog.findByRole('button', { name: 'Add Note' }));
    await userEvent.type((await editorIn(dialog)).field, 'Never saved');
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await expect(inDialog.queryByRole('textbox', { name: 'Note' })).toBeNull();
    await expect(inDialog.queryByText('Never saved')).toBeNull();
  },
};

/** Edit: the text and colour are prefilled; blank disables Save; 'Note Updated'. */
export const EditNote: Story = {
  ...story(pixelAndPine),
  play: async () => {
    const dialog = await panel();
    const inDialog = within(dialog);
    const [firstEdit] = await inDialog.findAllByRole('button', { name: 'Edit note' });
    await userEvent.click(firstEdit!);
    const { field, save } = await editorIn(dialog);
    await expect(field).toHaveValue('Devlog #48 goes live Friday — check the thumbnail A/B test.');
    await expect(inDialog.getByRole('radio', { name: 'Green' })).toBeChecked();
    await userEvent.clear(field);
    await expect(save).toBeDisabled();
    await userEvent.type(field, 'Devlog #48 moved to Saturday.');
    await userEvent.click(inDialog.getByRole('radio', { name: 'Red' }));
    await userEvent.click(save);
    await expect(await body().findByText('Note Updated')).toBeVisible();
    const edited = await inDialog.findByText('Devlog #48 moved to Saturday.');
    await expect(edited.closest('li')).toHaveAttribute('data-color', 'red');
  },
};

export const DeleteNote: Story = {
  ...story(pixelAndPine),
  play: async () => {
    const dialog = await panel();
    const inDialog = within(dialog);
    const [firstDelete] = await inDialog.findAllByRole('button', { name: 'Delete note' });
    await userEvent.click(firstDelete!);
    await expect(await body().findByText('Note Deleted')).toBeVisible();
    await waitFor(() => expect(inDialog.getAllByRole('button', { name: 'Delete note' })).toHaveLength(1));
    await expect(
      inDialog.queryByText('Devlog #48 goes live Friday — check the thumbnail A/B test.'),
    ).toBeNull();
    // The focus stays inside the panel, so Escape still closes it.
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** 'Undo' in the 'Note Deleted' toast brings the note back; the panel stays open. */
export const DeleteNoteUndo: Story = {
  ...story(pixelAndPine),
  play: async () => {
    const dialog = await panel();
    const inDialog = within(dialog);
    const text = 'Devlog #48 goes live Friday — check the thumbnail A/B test.';
    await inDialog.findByText(text);
    const [firstDelete] = inDialog.getAllByRole('button', { name: 'Delete note' });
    await userEvent.click(firstDelete!);
    await expect(await body().findByText('Note Deleted')).toBeVisible();
    await waitFor(() => expect(inDialog.queryByText(text)).toBeNull());
    await userEvent.click(body().getByRole('button', { name: 'Undo' }));
    await expect(await body().findByText('Note Restored')).toBeVisible();
    await expect(await inDialog.findByText(text)).toBeVisible();
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(inDialog.getAllByRole('button', { name: 'Delete note' })).toHaveLength(2));
  },
};

const failing = () =>
  createChannelMocks({
    failures: {
      createNote: { status: 500, message: 'Internal Server Error' },
      updateNote: { status: 500, message: 'Internal Server Error' },
      deleteNote: { status: 500, message: 'Internal Server Error' },
    },
  });

/** A list that cannot be read says so with the server's message and offers to try again. */
export const LoadFails: Story = {
  ...story(
    pixelAndPine,
    createChannelMocks({ failures: { notes: { status: 500, message: 'Internal Server Error' } } }),
  ),
  play: async () => {
    const inDialog = within(await panel());
    await expect(await inDialog.findByRole('heading', { name: 'Could not load the notes' })).toBeVisible();
    await expect(inDialog.getByText('Internal Server Error', { exact: true })).toBeVisible();
    await expect(inDialog.queryByText(/500/)).toBeNull();
    await expect(inDialog.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const CreateFails: Story = {
  ...story(pixelAndPine, failing()),
  play: async () => {
    const dialog = await panel();
    const inDialog = within(dialog);
    await userEvent.click(await inDialog.findByRole('button', { name: 'Add Note' }));
    const { field, save } = await editorIn(dialog);
    await userEvent.type(field, 'This will not save');
    await userEvent.click(save);
    await expect(await body().findByText('Failed to create note')).toBeVisible();
    // The draft is kept so nothing typed is lost.
    await expect(field).toHaveValue('This will not save');
  },
};

export const UpdateFails: Story = {
  ...story(pixelAndPine, failing()),
  play: async () => {
    const dialog = await panel();
    const inDialog = within(dialog);
    const [firstEdit] = await inDialog.findAllByRole('button', { name: 'Edit note' });
    await userEvent.click(firstEdit!);
    const { field, save } = await editorIn(dialog);
    await userEvent.type(field, ' (moved)');
    await userEvent.click(save);
    await expect(await body().findByText('Failed to update note')).toBeVisible();
    // Nothing typed is lost, and the user is where they were: on Save, ready to try again.
    await waitFor(() => expect(save).toHaveAccessibleName('Save'));
    await expect(save).toHaveFocus();
    await expect(field).toHaveValue('Devlog #48 goes live Friday — check the thumbnail A/B test. (moved)');
  },
};

export const DeleteFails: Story = {
  ...story(pixelAndPine, failing()),
  play: async () => {
    const dialog = await panel();
    const inDialog = within(dialog);
    const [firstDelete] = await inDialog.findAllByRole('button', { name: 'Delete note' });
    await userEvent.click(firstDelete!);
    await expect(await body().findByText('Failed to delete note')).toBeVisible();
    await expect(inDialog.getAllByRole('button', { name: 'Delete note' })).toHaveLength(2);
  },
};

const notesRequests = fn();

/** SPEC §7: the notes are fetched only once the panel opens. */
export const FetchedOnlyWhenOpen: Story = {
  args: { channelId: pixelAndPine.id, channelName: pixelAndPine.channelName, initiallyOpen: false },
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        ...createChannelMocks(),
        notes: [
          http.get(paths.channelNotes.pattern, () => {
            notesRequests();
            return HttpResponse.json(pixelAndPine.notes);
          }),
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    notesRequests.mockClear();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(notesRequests).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open notes' }));
    await expect(await within(await panel()).findByRole('list', { name: 'Notes' })).toBeVisible();
    await expect(notesRequests).toHaveBeenCalledTimes(1);
  },
};
