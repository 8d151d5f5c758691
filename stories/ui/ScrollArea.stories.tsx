import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ScrollArea } from '@channel-countdown/ui';
import { Narrow, Stack } from './layout';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const meta = {
  title: 'UI/ScrollArea',
  tags: ['autodocs'],
  component: ScrollArea,
  args: {
    maxHeight: 160,
    'aria-label': 'Recent activity',
    children: (
      <ul>
        {Array.from({ length: 20 }, (_, i) => (
          <li key={i}>Timer {i + 1} completed</li>
        ))}
      </ul>
    ),
  },
  decorators: [
    (Story) => (
      <Stack>
        <Narrow>{Story()}</Narrow>
      </Stack>
    ),
  ],
} satisfies Meta<typeof ScrollArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('region', { name: 'Recent activity' });
    await expect(area).not.toHaveAttribute('data-scrolling');
    const scrolledAt = performance.now();
    area.scrollTop = 80;
    await waitFor(() => expect(area).toHaveAttribute('data-scrolling'));
    // The scrollbar is still there well after the scroll (it hides 600 ms after scrolling stops)…
    await sleep(450 - (performance.now() - scrolledAt));
    await expect(area).toHaveAttribute('data-scrolling');
    // …and then it goes.
    await waitFor(() => expect(area).not.toHaveAttribute('data-scrolling'), { timeout: 1500 });
  },
};
