import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoiceChips } from '@channel-countdown/ui';
import { Stack } from './layout';

const ranges = [
  { id: 'all', label: 'All' },
  { id: 'week', label: 'This week' },
  { id: 'month', label: 'This month' },
] as const;
type Range = (typeof ranges)[number]['id'];

/** The chips as a screen uses them: the selection is the screen's state. */
function FilterRow({ onSelectionChange }: { onSelectionChange: (key: Range) => void }) {
  const [range, setRange] = useState<Range>('all');
  return (
    <ChoiceChips
      aria-label="Filter timers"
      items={ranges}
      selectedKey={range}
      onSelectionChange={(key) => {
        setRange(key);
        onSelectionChange(key);
      }}
    />
  );
}

const meta = {
  title: 'UI/ChoiceChips',
  tags: ['autodocs'],
  component: ChoiceChips,
  args: { 'aria-label': 'Filter timers', items: ranges, selectedKey: 'all', onSelectionChange: fn() },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof ChoiceChips<Range>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The selected chip follows the controls. */
export const Playground: Story = {};

/** One chip is always pressed: pressing another moves the selection, pressing the pressed one keeps it. */
export const SingleChoice: Story = {
  render: (args) => <FilterRow onSelectionChange={args.onSelectionChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Filter timers' });
    await expect(group).toBeVisible();
    const week = canvas.getByRole('radio', { name: 'This week' });
    await userEvent.click(week);
    await expect(week).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'All' })).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('week');
    await userEvent.click(week);
    await expect(week).toBeChecked();
  },
};
