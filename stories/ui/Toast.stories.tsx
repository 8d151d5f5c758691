import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Button, useToast } from '@channel-countdown/ui';
import type { ToastOptions } from '@channel-countdown/ui';
import { Row, Stack } from './layout';

const examples: Record<string, ToastOptions> = {
  saved: {
    title: 'Settings Saved',
    description: 'Your preferences have been updated successfully.',
    variant: 'success',
  },
  failed: { title: 'Login failed', description: 'Invalid username or password', variant: 'destructive' },
  info: { title: 'Timer Ending Soon', description: 'MKBHD has less than 24 hours left.' },
};

function ToastDemo({ show }: { show?: keyof typeof examples }) {
  const { toast } = useToast();
  return (
    <Row>
      <Button onPress={() => toast(examples.info!)}>Show info</Button>
      <Button variant="secondary" onPress={() => toast(examples.saved!)}>
        Show success
      </Button>
      <Button variant="destructive" onPress={() => toast(examples.failed!)}>
        Show error
      </Button>
      {show && <ShowOnMount options={examples[show]!} />}
    </Row>
  );
}

/** Shows a toast as soon as the story renders, so each look can be reviewed without clicking. */
function ShowOnMount({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  useEffect(() => {
    toast(options);
  }, [toast, options]);
  return null;
}

/** Shows a toast of the given options when pressed: `toast(options)` of `useToast()`. */
function ToastPlayground(options: ToastOptions) {
  const { toast } = useToast();
  return <Button onPress={() => toast(options)}>Show toast</Button>;
}

const meta = {
  title: 'UI/Toast',
  tags: ['autodocs'],
  component: ToastPlayground,
  args: {
    title: 'Settings Saved',
    description: 'Your preferences have been updated successfully.',
    variant: 'success',
    duration: 5000,
  },
  argTypes: { action: { control: false } },
  render: () => <ToastDemo />,
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof ToastPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `toast()` with the controls' title, description, variant and duration (press the button). */
export const Playground: Story = { render: (args) => <ToastPlayground {...args} /> };

const region = () => within(document.body).getByRole('region', { name: 'Notifications (F8)' });

export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show info' }));
    await expect(await within(region()).findByText('Timer Ending Soon')).toBeVisible();
    await expect(within(region()).getByText('MKBHD has less than 24 hours left.')).toBeVisible();
    // A second toast replaces the first.
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(await within(region()).findByText('Settings Saved')).toBeVisible();
    await expect(within(region()).queryByText('Timer Ending Soon')).not.toBeInTheDocument();
    await expect(within(region()).getAllByRole('status')).toHaveLength(1);
  },
};

export const F8FocusesTheRegion: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show error' }));
    await within(region()).findByRole('alert');
    await userEvent.keyboard('{F8}');
    await expect(region()).toHaveFocus();
    // From the region, Tab reaches the toast's close button; pressing it removes the toast.
    await userEvent.tab();
    await expect(within(region()).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region()).queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** The close button is an icon: keyboard focus shows its tooltip at once, hovering after 700 ms. */
export const CloseTooltip: Story = {
  play: async ({ canvasElement }) => {
    const page = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
    const close = await within(region()).findByRole('button', { name: 'Close' });
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Close');
    close.blur();
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    await userEvent.hover(close);
    await expect(await page.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Close');
  },
};

export const SwipeRightDismisses: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show info' }));
    const toast = await within(region()).findByRole('status');
    // A short drag snaps back…
    fireEvent.pointerDown(toast, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 130, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 130, pointerId: 1 });
    await expect(within(region()).getByRole('status')).toBeInTheDocument();
    // …a drag of 50 px to the right dismisses.
    fireEvent.pointerDown(toast, { clientX: 100, button: 0, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 160, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 160, pointerId: 1 });
    await waitFor(() => expect(within(region()).queryByRole('status')).not.toBeInTheDocument());
  },
};

export const Info: Story = { render: () => <ToastDemo show="info" /> };
export const Success: Story = { render: () => <ToastDemo show="saved" /> };
export const Destructive: Story = { render: () => <ToastDemo show="failed" /> };
