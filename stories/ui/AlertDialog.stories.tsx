import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AlertDialog, Button } from '@channel-countdown/ui';
import { Stack } from './layout';

interface DemoProps {
  isPending?: boolean;
  tone?: 'danger' | 'default';
  onConfirm?: () => void;
}

function AlertDialogDemo({ isPending = false, tone = 'danger', onConfirm = () => {} }: DemoProps) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button variant="destructive" onPress={() => setOpen(true)}>
        Delete User
      </Button>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Delete user?"
        description="This permanently deletes the account and all of its channels, timers and notes."
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={isPending}
        tone={tone}
        onConfirm={onConfirm}
      />
    </>
  );
}

const meta = {
  title: 'UI/AlertDialog',
  tags: ['autodocs'],
  component: AlertDialogDemo,
  args: { onConfirm: fn() },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof AlertDialogDemo>;

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
