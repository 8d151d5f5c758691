import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Button, Card, Grid, Inline, Stack, Text } from '@channel-countdown/ui';
import { Stack as StoryPage } from './layout';

// The layout primitives: Stack (one under another), Inline (side by side, wrapping), Grid (responsive
// columns) and Text (the type scale). Props are steps of the tokens, so screens stop redefining them.
const meta = {
  title: 'UI/Layout',
  tags: ['autodocs'],
  component: Stack,
  subcomponents: { Inline, Grid, Text },
  args: { gap: 4 },
  decorators: [(Story) => <StoryPage>{Story()}</StoryPage>],
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Stack of an Inline, a Grid and Text: the gap of each follows the spacing scale. */
export const Playground: Story = {
  render: (args) => (
    <Stack {...args} style={{ width: '100%' }}>
      <Inline gap={2}>
        <Badge tone="success">Active</Badge>
        <Badge tone="info">12 users</Badge>
        <Button size="sm" variant="outline">
          Export
        </Button>
      </Inline>
      <Grid gap={4} minItemWidth="160px">
        {['Channels', 'Timers', 'Cycles', 'Notes'].map((label) => (
          <Card key={label} style={{ padding: 'var(--space-4)' }}>
            <Text size="sm" tone="muted">
              {label}
            </Text>
            <Text size="xl" weight={700}>
              42
            </Text>
          </Card>
        ))}
      </Grid>
      <Text tone="muted">Muted text on the type scale, without a paragraph margin.</Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('42')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Export' })).toBeVisible();
  },
};

/** Inline keeps its children on one line with `wrap={false}` and spreads them with `justify="between"`. */
export const InlineBetween: Story = {
  render: () => (
    <Inline gap={3} justify="between" wrap={false} style={{ width: '100%' }}>
      <Text weight={600}>Pixel & Pine</Text>
      <Badge tone="primary">Running</Badge>
    </Inline>
  ),
};
