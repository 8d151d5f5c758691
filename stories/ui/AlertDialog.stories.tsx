import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog, Button } from '@channel-countdown/ui';
import type { AlertDialogProps } from '@channel-countdown/ui';
import { Stack } from './layout';

/**
 * An AlertDialog is controlled: this demo holds its `isOpen` (the story's `isOpen` is where it starts) and
 * reopens it from a button.
 */
function AlertDialogDemo({ isOpen: startsOpen, onOpenChange, ...props }: AlertDialogProps) {
  const [isOpen, setOpen] = useState(startsOpen);
  const change = (open: boolean) => {
    setOpen(open);
    onOpenChange(open);
  };
  return (
    <>
      <Button variant="destructive" onPress={() => setOpen(true)}>
        Delete User
      </Button>
      <AlertDialog {...props} isOpen={isOpen} onOpenChange={change} />
    </>
  );
}

const meta = {
  title: 'UI/AlertDialog',
  tags: ['autodocs'],
  component: AlertDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Delete user?',
    description: 'This permanently deletes the account and all of its channels, timers and notes.',
    confirmLabel: 'Delete',
    pendingLabel: 'Deleting...',
    isPending: false,
    tone: 'danger',
    onConfirm: fn(),
  },
  argTypes: { children: { control: false } },
  render: (args) => <AlertDialogDemo {...args} />,
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Reopen, then Escape closes it too.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete User' }));
    await body.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const NeutralTone: Story = { args: { tone: 'default' } };
