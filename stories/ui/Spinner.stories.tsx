import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '@channel-countdown/ui';
import { Row, Stack } from './layout';

const meta = {
  title: 'UI/Spinner',
  tags: ['autodocs'],
  component: Spinner,
  args: { size: 'md', label: 'Loading channels' },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One spinner; its size and label follow the controls. */
export const Playground: Story = {};

export const Sizes: Story = {
  render: () => (
    <Row>
      <Spinner size="sm" />
      <Spinner size="md" label="Loading channels" />
      <Spinner size="lg" />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading channels' })).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading' })).toHaveLength(2);
  },
};
