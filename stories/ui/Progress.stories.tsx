import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Progress } from '@channel-countdown/ui';
import { Narrow, Stack } from './layout';

const meta = {
  title: 'UI/Progress',
  tags: ['autodocs'],
  component: Progress,
  args: { label: 'Cycle progress', value: 40 },
  decorators: [
    (Story) => (
      <Stack>
        <Narrow>{Story()}</Narrow>
      </Stack>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Cycle progress' });
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent('40%');
  },
};

export const CustomMax: Story = {
  args: { label: 'Total Users', value: 250, max: 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveTextContent('25%');
  },
};

export const Complete: Story = { args: { value: 100 } };
