import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, CardContent, Skeleton } from '@channel-countdown/ui';
import { Narrow, Row, Stack } from './layout';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
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
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const DefaultDark: Story = { globals: { theme: 'dark' } };
