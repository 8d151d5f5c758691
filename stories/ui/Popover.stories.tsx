import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Info } from 'lucide-react';
import { IconButton, Popover } from '@channel-countdown/ui';
import { Stack } from './layout';

function PopoverDemo() {
  return (
    <Popover
      aria-label="About cycles"
      trigger={<IconButton aria-label="About cycles" variant="outline" icon={<Info aria-hidden="true" />} />}
    >
      <p>A cycle lasts 7 days. When it ends, start the next one from the channel card.</p>
    </Popover>
  );
}

const meta = {
  title: 'UI/Popover',
  tags: ['autodocs'],
  component: Popover,
  args: {
    'aria-label': 'About cycles',
    placement: 'bottom',
    trigger: <IconButton aria-label="About cycles" variant="outline" icon={<Info aria-hidden="true" />} />,
    children: <p>A cycle lasts 7 days. When it ends, start the next one from the channel card.</p>,
  },
  argTypes: { trigger: { control: false }, children: { control: false } },
  render: () => <PopoverDemo />,
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popover with the controls' placement and label (press the button to open it). */
export const Playground: Story = { render: (args) => <Popover {...args} /> };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'About cycles' });
    await userEvent.click(trigger);
    const panel = await body.findByRole('dialog', { name: 'About cycles' });
    await expect(panel).toHaveTextContent('A cycle lasts 7 days.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'About cycles' }));
    await expect(await within(document.body).findByRole('dialog')).toBeVisible();
  },
};
