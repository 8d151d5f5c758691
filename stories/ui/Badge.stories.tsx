import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@channel-countdown/ui';
import { Row, Stack } from './layout';

const meta = {
  title: 'UI/Badge',
  component: Badge,
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
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {};
export const TonesDark: Story = { globals: { theme: 'dark' } };
