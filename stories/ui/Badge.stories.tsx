import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@channel-countdown/ui';
import { Row, Stack } from './layout';

const meta = {
  title: 'UI/Badge',
  tags: ['autodocs'],
  component: Badge,
  args: { children: 'Active', tone: 'success' },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One badge; its tone and text follow the controls. */
export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <Row>
      <Badge>Done</Badge>
      <Badge tone="primary">Admin</Badge>
      <Badge tone="success">Active</Badge>
      <Badge tone="danger">Inactive</Badge>
      <Badge tone="warning">Paused</Badge>
      <Badge tone="info">New</Badge>
    </Row>
  ),
};
