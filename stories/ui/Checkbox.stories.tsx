import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from '@channel-countdown/ui';
import { Stack } from './layout';

const meta = {
  title: 'UI/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  subcomponents: { CheckboxGroup },
  args: { children: 'New upload', onChange: fn() },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'New upload' });
    await expect(box).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultSelected: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

/** A group under one label: its boxes' values are the choice; a problem shows under them. */
export const Group: Story = {
  render: () => (
    <CheckboxGroup
      label="Channels"
      description="The channels whose reminders it sends."
      defaultValue={['1']}
      errorMessage="Choose at least one channel, or all channels"
    >
      <Checkbox value="1">Pixel &amp; Pine Studio</Checkbox>
      <Checkbox value="2">Sourdough Science</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Channels' });
    await expect(within(group).getByRole('checkbox', { name: 'Pixel & Pine Studio' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Sourdough Science' }));
    await expect(within(group).getByRole('checkbox', { name: 'Sourdough Science' })).toBeChecked();
    await expect(canvas.getByText('Choose at least one channel, or all channels')).toBeVisible();
  },
};
