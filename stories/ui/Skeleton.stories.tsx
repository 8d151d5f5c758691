import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, CardContent, Skeleton } from '@channel-countdown/ui';
import { Narrow, Row, Stack } from './layout';

const meta = {
  title: 'UI/Skeleton',
  tags: ['autodocs'],
  component: Skeleton,
  args: { width: 240, height: 16, radius: 'var(--radius-md)' },
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One placeholder block; its size and corners follow the controls. */
export const Playground: Story = {};

export const Default: Story = {
  render: () => (
    <Narrow>
      <Card role="status" aria-busy="true" aria-label="Loading channel">
        <CardContent>
          <Row>
            <Skeleton width={48} height={48} radius="50%" />
            <Narrow style={{ flex: 1, gap: 'var(--space-2)' }}>
              <Skeleton width="60%" />
              <Skeleton width="40%" height={12} />
            </Narrow>
          </Row>
        </CardContent>
      </Card>
      <Skeleton height={120} />
    </Narrow>
  ),
};
