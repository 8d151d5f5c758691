import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { Plus } from 'lucide-react';
import { Button, IconButton, Toast, ToastProvider, useToast } from '@channel-countdown/ui';
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
  component: ToastProvider,
  subcomponents: { Toast },
  parameters: {
    docs: {
      description: {
        component: `
Toasts are raised with \`useToast()\` below a \`ToastProvider\` (the features' \`AppProviders\` includes one):
\`const { toast, dismiss } = useToast()\`, then \`toast(options)\`, which returns \`{ id, dismiss }\`. The options
are the Playground's controls, under *toast(options)* in the table below: \`title\`, and optionally
\`description\`, \`variant\` (\`'default' | 'success' | 'destructive'\`), \`duration\` in milliseconds and
\`action\` (\`{ label, onPress }\`, a button in the toast). The table shows \`ToastProvider\`'s props; \`Toast\`
is the one toast the provider renders.`,
      },
    },
  },
  render: () => <ToastDemo />,
  decorators: [(Story) => <Stack>{Story()}</Stack>],
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The options of `toast(options)`, as the Playground's controls. */
const TOAST_OPTIONS = { category: 'toast(options)' };

/** `toast()` with the controls' title, description, variant and duration (press the button). */
export const Playground: StoryObj<typeof ToastPlayground> = {
  args: {
    title: 'Settings Saved',
    description: 'Your preferences have been updated successfully.',
    variant: 'success',
    duration: 5000,
  },
  argTypes: {
    title: { description: 'Bold first line.', table: TOAST_OPTIONS },
    description: { description: 'Optional second line.', table: TOAST_OPTIONS },
    variant: {
      description: 'Colour and urgency: destructive toasts are announced assertively.',
      control: 'inline-radio',
      options: ['default', 'success', 'destructive'],
      table: { ...TOAST_OPTIONS, defaultValue: { summary: "'default'" } },
    },
    duration: {
      description:
        'Milliseconds on screen before it dismisses itself (this Storybook keeps toasts until closed).',
      table: { ...TOAST_OPTIONS, defaultValue: { summary: '5000' } },
    },
  },
  render: (args) => <ToastPlayground {...args} />,
};

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

/**
 * A toast's only icon is its close button's, which its label names: the icon itself is hidden from screen
 * readers, so no unnamed image is left for them (axe checks the toast on screen after each of these stories).
 */
async function iconsAreSilent() {
  // The toast is the region's one child, a status or (destructive) an alert.
  await waitFor(() => expect(region().firstElementChild).toBeInstanceOf(HTMLElement));
  const toast = region().firstElementChild as HTMLElement;
  await expect(['status', 'alert']).toContain(toast.getAttribute('role'));
  await expect(within(toast).queryAllByRole('img')).toHaveLength(0);
  const icons = toast.querySelectorAll('svg');
  await expect(icons.length).toBeGreaterThan(0);
  for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
}

export const Info: Story = { render: () => <ToastDemo show="info" />, play: iconsAreSilent };
export const Success: Story = { render: () => <ToastDemo show="saved" />, play: iconsAreSilent };
export const Destructive: Story = { render: () => <ToastDemo show="failed" />, play: iconsAreSilent };

/**
 * A phone's page: the floating add button in the bottom right corner, as the app draws it, and a button at
 * the bottom left.
 */
function PhonePage() {
  const { toast } = useToast();
  return (
    <>
      <div style={{ position: 'fixed', left: 'var(--space-4)', bottom: 'var(--space-4)' }}>
        <Button variant="outline" onPress={() => toast(examples.saved!)}>
          Save
        </Button>
      </div>
      <div style={{ position: 'fixed', right: 'var(--space-4)', bottom: 'var(--space-4)' }}>
        <IconButton
          aria-label="Add Channel"
          variant="primary"
          style={{ width: '3.5rem', height: '3.5rem', borderRadius: 999 }}
          icon={<Plus size={24} aria-hidden="true" />}
          onPress={() =>
            toast({ title: 'Channel Added', description: 'Pixel & Pine Studio is now on your dashboard.' })
          }
        />
      </div>
    </>
  );
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * On a phone (390 px) a toast shows at the top of the screen: the add button that raised it and the buttons
 * at the bottom stay uncovered and pressable while it is on screen.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  render: () => <PhonePage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBeLessThanOrEqual(414);
    const add = canvas.getByRole('button', { name: 'Add Channel' });
    const save = canvas.getByRole('button', { name: 'Save' });
    /** The toast on screen, once it has slid in: where it comes to rest is what covers, or not. */
    const restingToast = async (text: string) => {
      const toast = await within(region()).findByRole('status');
      await expect(toast).toHaveTextContent(text);
      await Promise.all(toast.getAnimations().map((animation) => animation.finished));
      return toast.getBoundingClientRect();
    };

    await userEvent.click(save);
    const saved = await restingToast('Settings Saved');
    await expect(overlap(saved, save.getBoundingClientRect())).toBe(false);
    await expect(overlap(saved, add.getBoundingClientRect())).toBe(false);

    // Pressed while the first toast is on screen: the add button is uncovered, and its toast leaves it so.
    await userEvent.click(add);
    const added = await restingToast('Channel Added');
    await expect(added.top).toBeGreaterThanOrEqual(0);
    await expect(added.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(overlap(added, add.getBoundingClientRect())).toBe(false);
    await expect(overlap(added, save.getBoundingClientRect())).toBe(false);
    await iconsAreSilent();
  },
};
