import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogFooter, TextField } from '@channel-countdown/ui';
import type { DialogProps } from '@channel-countdown/ui';
import { Stack } from './layout';

/**
 * A Dialog is controlled: this demo holds its `isOpen` (the story's `isOpen` is where it starts), opens it
 * from a button and gives it a field and a footer.
 */
function DialogDemo({ isOpen: startsOpen, onOpenChange, ...props }: DialogProps) {
  const [isOpen, setOpen] = useState(startsOpen);
  const [name, setName] = useState('');
  const change = (open: boolean) => {
    setOpen(open);
    onOpenChange(open);
  };
  return (
    <>
      <Button onPress={() => setOpen(true)}>Add Channel</Button>
      <Dialog
        {...props}
        isOpen={isOpen}
        onOpenChange={change}
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
  component: Dialog,
  subcomponents: { DialogFooter },
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Connect a channel',
    description: 'Paste a YouTube channel link, handle or ID.',
    isDismissable: true,
  },
  // The demo supplies the body and the footer.
  argTypes: { children: { control: false }, footer: { control: false } },
  render: (args) => <DialogDemo {...args} />,
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FocusTrapAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add Channel' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Connect a channel' });
    // Focus moves into the dialog and Tab cycles through it in order, from the last control back to the first,
    // however often it is pressed (the Close button's tooltip must not let Tab slip past the trap).
    const inDialog = within(dialog);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const cycle = [
      inDialog.getByRole('textbox', { name: 'Channel' }),
      inDialog.getByRole('button', { name: 'Cancel' }),
      inDialog.getByRole('button', { name: 'Look up' }),
      inDialog.getByRole('button', { name: 'Close' }),
    ];
    for (const expected of [...cycle, ...cycle, cycle[0]]) {
      await userEvent.tab();
      await expect(expected).toHaveFocus();
    }
    // Shift+Tab on the first control wraps back to the last.
    await userEvent.tab({ shift: true });
    await expect(inDialog.getByRole('button', { name: 'Close' })).toHaveFocus();
    // From the field (the Close button's tooltip would take the first Escape: see CloseTooltipByKeyboard).
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Connect a channel' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The close button is an icon: the ui Tooltip names it on hover (700 ms; its delay is the Tooltip stories'). */
export const CloseTooltip: Story = {
  args: { isOpen: true },
  play: async () => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Connect a channel' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // The pointer may still rest where the previous story's Close button was: start from outside it.
    await userEvent.unhover(close);
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    await userEvent.hover(close);
    const tip = await page.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tip).toHaveTextContent('Close');
    await expect(tip).toBeVisible();
  },
};

/** By keyboard the tooltip shows at once; Escape hides it and leaves the dialog open, a second Escape closes it. */
export const CloseTooltipByKeyboard: Story = {
  args: { isOpen: true },
  play: async () => {
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Connect a channel' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Channel' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Close');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    await expect(dialog).toBeInTheDocument();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
