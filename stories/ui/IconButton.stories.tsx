import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Bell, Settings, Trash2 } from 'lucide-react';
import { IconButton } from '@channel-countdown/ui';
import { Row, Stack } from './layout';

const meta = {
  title: 'UI/IconButton',
  tags: ['autodocs'],
  component: IconButton,
  args: { 'aria-label': 'Notifications', icon: <Bell aria-hidden="true" />, onPress: fn() },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    // The icon says nothing to a screen reader: the name comes from aria-label.
    const button = within(canvasElement).getByRole('button', { name: 'Notifications' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Row>
      <IconButton {...args} variant="ghost" aria-label="Settings" icon={<Settings aria-hidden="true" />} />
      <IconButton {...args} variant="outline" aria-label="Notifications" />
      <IconButton {...args} variant="secondary" aria-label="Notifications" />
      <IconButton {...args} variant="primary" aria-label="Notifications" />
      <IconButton {...args} variant="destructive" aria-label="Delete" icon={<Trash2 aria-hidden="true" />} />
    </Row>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <IconButton {...args} size="sm" variant="outline" />
      <IconButton {...args} size="md" variant="outline" />
      <IconButton {...args} size="lg" variant="outline" />
    </Row>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'outline' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toBeDisabled();
  },
};
