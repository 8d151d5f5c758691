import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@channel-countdown/ui';
import { Narrow, Stack } from './layout';

const meta = {
  title: 'UI/Card',
  component: Card,
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Day Cycles</CardTitle>
        <CardDescription>Every timer runs for 7 days.</CardDescription>
      </CardHeader>
      <CardContent>Connect a channel to start its first cycle.</CardContent>
      <CardFooter>
        <Button variant="outline">Learn more</Button>
        <Button>Connect</Button>
      </CardFooter>
    </Card>
  ),
  decorators: [(Story) => <Stack><Narrow>{Story()}</Narrow></Stack>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Day Cycles', level: 2 })).toBeVisible();
  },
};

export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };
