import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardHeading,
  CardTitle,
} from '@channel-countdown/ui';
import { Narrow, Stack } from './layout';

const meta = {
  title: 'UI/Card',
  tags: ['autodocs'],
  component: Card,
  subcomponents: { CardHeader, CardTitle, CardDescription, CardContent, CardFooter, CardHeading },
  args: { children: 'A surface that groups one subject: a channel, a form, a figure.' },
  decorators: [
    (Story) => (
      <Stack>
        <Narrow>{Story()}</Narrow>
      </Stack>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bare card; its content follows the controls. */
export const Playground: Story = {};

export const Default: Story = {
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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Day Cycles', level: 2 })).toBeVisible();
  },
};
