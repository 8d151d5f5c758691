import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, TextField } from '@channel-countdown/ui';
import { Stack } from './layout';

function DialogDemo({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const [name, setName] = useState('');
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add Channel</Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Connect a channel"
        description="Paste a YouTube channel link, handle or ID."
        footer={
          <>
            <Button variant="outline" onPress={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onPress={() => setOpen(false)}>Look up</Button>
          </>
        }
      >
        <TextField label="Channel" value={name} onChange={setName} />
      </Dialog>
    </>
  );
}

const meta = {
  title: 'UI/Dialog',
  tags: ['autodocs'],
  component: DialogDemo,
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusTrapAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add Channel' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Connect a channel' });
    // Focus moves into the dialog and Tab never leaves it, however often it is pressed.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Connect a channel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};
