import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Bell, RefreshCw } from 'lucide-react';
import { IconButton, Tooltip } from '@channel-countdown/ui';
import { Row, Stack } from './layout';

function TooltipDemo() {
  return (
    <Row>
      <Tooltip content="Notifications">
        <IconButton aria-label="Notifications" variant="outline" icon={<Bell aria-hidden="true" />} />
      </Tooltip>
      <Tooltip content="Refresh data">
        <IconButton aria-label="Refresh" variant="outline" icon={<RefreshCw aria-hidden="true" />} />
      </Tooltip>
    </Row>
  );
}

const meta = {
  title: 'UI/Tooltip',
  tags: ['autodocs'],
  component: Tooltip,
  args: {
    content: 'Notifications',
    delay: 700,
    placement: 'top',
    children: <IconButton aria-label="Notifications" variant="outline" icon={<Bell aria-hidden="true" />} />,
  },
  argTypes: { children: { control: false } },
  render: () => <TooltipDemo />,
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tooltip with the controls' text, delay and side (hover or focus the button). */
export const Playground: Story = { render: (args) => <Tooltip {...args} /> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const HoverDelayAndSkipWindow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    const refresh = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.hover(bell);
    await sleep(400);
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument(); // still inside the 700 ms delay
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Notifications'), {
      timeout: 1500,
    });
    await expect(bell).toHaveAccessibleDescription('Notifications');
    // Moving to the next button within 300 ms shows its tooltip at once.
    await userEvent.unhover(bell);
    await userEvent.hover(refresh);
    await expect(body.getByRole('tooltip')).toHaveTextContent('Refresh data');
    await userEvent.unhover(refresh);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const KeyboardFocusAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Notifications' })).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Notifications');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
