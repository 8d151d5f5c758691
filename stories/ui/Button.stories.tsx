import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Plus } from 'lucide-react';
import { Button } from '@channel-countdown/ui';
import { Row, Stack } from './layout';

const meta = {
  title: 'UI/Button',
  tags: ['autodocs'],
  component: Button,
  args: { children: 'Save Changes', onPress: fn() },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save Changes' });
    // Keyboard: Tab reaches it, Enter and Space press it.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Row>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="destructive">
        Delete
      </Button>
    </Row>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args}>
        <Plus aria-hidden="true" /> With icon
      </Button>
    </Row>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save Changes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving...' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Saving...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByText('Save Changes')).not.toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A save that takes a moment: the button stays focused while pending and afterwards, with no focus ring. */
function SlowSave() {
  const [isPending, setPending] = useState(false);
  const save = () => {
    setPending(true);
    setTimeout(() => setPending(false), 150);
  };
  return (
    <Button isPending={isPending} pendingLabel="Saving..." onPress={save}>
      Save Changes
    </Button>
  );
}

export const PendingKeepsFocus: Story = {
  render: () => <SlowSave />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    const button = await canvas.findByRole('button', { name: 'Saving...' });
    await expect(button).toHaveFocus();
    await waitFor(() => expect(button).toHaveAccessibleName('Save Changes'));
    await expect(button).toHaveFocus();
    await expect(button).not.toHaveAttribute('data-focus-visible');
  },
};
