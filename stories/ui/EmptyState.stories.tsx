import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Plus, Tv } from 'lucide-react';
import { Button, EmptyState } from '@channel-countdown/ui';
import { Stack } from './layout';

const meta = {
  title: 'UI/EmptyState',
  tags: ['autodocs'],
  component: EmptyState,
  args: {
    icon: <Tv />,
    title: 'No channels yet',
    description: 'Connect a YouTube channel to start your first 7-day cycle.',
    headingLevel: 2,
    action: (
      <Button>
        <Plus aria-hidden="true" /> Add Your First Channel
      </Button>
    ),
  },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No channels yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Your First Channel' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { icon: undefined, description: undefined, action: undefined, title: 'No notes' },
};
