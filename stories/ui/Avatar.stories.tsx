import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from '@channel-countdown/ui';
import { Row, Stack } from './layout';

// A tiny inline picture, so the story needs no network.
const picture =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#6366f1"/><circle cx="32" cy="26" r="12" fill="#e0e7ff"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#e0e7ff"/></svg>',
  );

const meta = {
  title: 'UI/Avatar',
  tags: ['autodocs'],
  component: Avatar,
  args: { name: 'maya' },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fallback: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'maya' });
    await expect(avatar).toHaveTextContent('M');
  },
};

export const WithImage: Story = { args: { src: picture } };

export const BrokenImage: Story = {
  args: { src: '/does-not-exist.png', name: 'jonas' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'jonas' });
    // The image fails to load, then the initial replaces it.
    await waitFor(() => expect(avatar).toHaveTextContent('J'), { timeout: 3000 });
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="lg" src={picture} />
    </Row>
  ),
};
