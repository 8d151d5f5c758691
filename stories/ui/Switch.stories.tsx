import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from '@channel-countdown/ui';
import { Stack } from './layout';

const meta = {
  title: 'UI/Switch',
  tags: ['autodocs'],
  component: Switch,
  args: { children: 'Email notifications', onChange: fn() },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email notifications' });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true } };

/** The explanation sits under the label (not across the row) and is the switch's accessible description. */
export const WithDescription: Story = {
  args: { description: 'A message when a countdown ends.' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email notifications' });
    await expect(toggle).toHaveAccessibleDescription('A message when a countdown ends.');
    const label = within(canvasElement).getByText('Email notifications').getBoundingClientRect();
    const description = within(canvasElement)
      .getByText('A message when a countdown ends.')
      .getBoundingClientRect();
    await expect(description.left).toBe(label.left);
    await expect(description.top).toBeGreaterThanOrEqual(label.bottom);
  },
};
