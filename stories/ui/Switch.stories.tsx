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
