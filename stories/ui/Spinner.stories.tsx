import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '@channel-countdown/ui';
import { Row, Stack } from './layout';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  render: () => (
    <Row>
      <Spinner size="sm" />
      <Spinner size="md" label="Loading channels" />
      <Spinner size="lg" />
    </Row>
  ),
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading channels' })).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading' })).toHaveLength(2);
  },
};
export const SizesDark: Story = { ...Sizes, globals: { theme: 'dark' } };
