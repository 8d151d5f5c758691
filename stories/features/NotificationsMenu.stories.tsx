import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLocation } from 'react-router';
import { NotificationsMenu, NotificationsProvider } from '@channel-countdown/features/notifications';
import {
  FIXTURE_NOW,
  createNotificationMocks,
  handlers,
  notification,
} from '@channel-countdown/features/mocks';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const at = (msBeforeNow: number) => new Date(FIXTURE_NOW).getTime() - msBeforeNow;

/** What the server raised: a completion, a warning, a new upload (unread) and an older read warning. */
const stored = [
  notification(
    4,
    'cycle-completed',
    1,
    'Timer Completed',
    'The timer for Pixel & Pine has completed.',
    at(2 * HOUR),
  ),
  notification(
    3,
    'cycle-ending',
    2,
    'Timer Ending Soon',
    'The timer for Sourdough Science ends in 4 hours.',
    at(20 * HOUR),
  ),
  notification(
    2,
    'new-upload',
    3,
    'New Upload',
    'Trail Running Daily uploaded “Sunrise ridge run, 42 km”.',
    at(22 * HOUR),
  ),
  notification(
    1,
    'cycle-ending',
    4,
    'Timer Ending Soon',
    'The timer for Old Maps Explained ends in 23 hours.',
    at(3 * 24 * HOUR),
    true,
  ),
];

const many = Array.from({ length: 12 }, (_, index) =>
  notification(
    index + 1,
    'cycle-completed',
    index + 1,
    'Timer Completed',
    `The timer for Channel ${index + 1} has completed.`,
    at((11 - index) * HOUR),
  ),
).reverse();

/** Where the app is: clicking a notification moves here (the channel page is its own route). */
function CurrentPath() {
  return (
    <p style={{ margin: 0, fontSize: '0.8125rem' }}>
      Current page: <code data-testid="current-path">{useLocation().pathname}</code>
    </p>
  );
}

function Bell() {
  return (
    <NotificationsProvider>
      <div
        style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '1rem' }}
      >
        <CurrentPath />
        <NotificationsMenu />
      </div>
    </NotificationsProvider>
  );
}

const withNotifications = (options: Parameters<typeof createNotificationMocks>[0]) => ({
  msw: { handlers: { ...handlers, notifications: createNotificationMocks(options).handlers } },
});

const meta = {
  title: 'Features/Notifications/NotificationsMenu',
  component: Bell,
  parameters: withNotifications({ items: stored }),
} satisfies Meta<typeof Bell>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The bell is an icon: hovering it shows 'Notifications' (700 ms), keyboard focus at once. */
export const BellTooltip: Story = {
  play: async ({ canvasElement }) => {
    const bell = await within(canvasElement).findByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.hover(bell);
    await expect(body().queryByRole('tooltip')).toBeNull();
    await expect(await body().findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(
      'Notifications',
    );
    await userEvent.unhover(bell);
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Notifications');
  },
};

export const Empty: Story = {
  parameters: withNotifications({ items: [] }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Notifications' }));
    const panel = within(await body().findByRole('dialog', { name: 'Notifications' }));
    // The panel is placed beside the bell once it has been measured: wait for it rather than look at once.
    await waitFor(() => expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible());
    await expect(await panel.findByText('No notifications yet')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

export const WithItems: Story = {
  parameters: withNotifications({ items: stored }),
  name: 'From the server: the unread count, each linking to its channel, Mark all read',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }));
    await expect(canvas.getByText('3')).toBeVisible();
    const panel = within(await body().findByRole('dialog', { name: 'Notifications' }));
    const links = within(panel.getByRole('list', { name: 'Notification list' })).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveTextContent('Timer Completed');
    await expect(links[0]).toHaveTextContent('Pixel & Pine');
    await expect(links[0]).toHaveTextContent('2 hours ago');
    await expect(links[0]).toHaveAttribute('href', '/channels/1');
    await expect(links[2]).toHaveTextContent('“Sunrise ridge run, 42 km”');
    await expect(links[3]).toHaveAttribute('data-read', 'true');
    await expect(panel.getAllByRole('img', { name: 'Unread' })).toHaveLength(3);

    await userEvent.click(panel.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    await expect(panel.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0);
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

export const OpenOne: Story = {
  parameters: withNotifications({ items: stored }),
  name: 'Opening one: read, the panel closes, the channel page opens',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = within(await body().findByRole('dialog', { name: 'Notifications' }));
    await userEvent.click(panel.getByRole('link', { name: /Timer Ending Soon.*Sourdough Science/ }));
    await expect(await canvas.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/channels/2');
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  },
};

/** A channel reached its milestone alert: the milestone event in the bell, linking to the channel's page. */
export const MilestoneReached: Story = {
  parameters: withNotifications({
    items: [
      notification(
        6,
        'milestone',
        5,
        'Milestone Reached',
        'Old Maps Explained reached 10,000 subscribers.',
        at(HOUR),
      ),
      ...stored,
    ],
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Notifications, 4 unread' }),
    );
    const panel = within(await body().findByRole('dialog', { name: 'Notifications' }));
    const links = within(await panel.findByRole('list', { name: 'Notification list' })).getAllByRole('link');
    await expect(links[0]).toHaveTextContent('Milestone Reached');
    await expect(links[0]).toHaveTextContent('Old Maps Explained reached 10,000 subscribers.');
    await expect(links[0]).toHaveAttribute('href', '/channels/5');
    await waitFor(() => expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: withNotifications({ pending: true }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Notifications' }));
    const panel = within(await body().findByRole('dialog', { name: 'Notifications' }));
    await expect(panel.getByRole('status')).toHaveTextContent('Loading notifications…');
  },
};

export const LoadFailed: Story = {
  parameters: withNotifications({ failure: { status: 503, message: 'Service unavailable' } }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Notifications' }));
    const panel = within(await body().findByRole('dialog', { name: 'Notifications' }));
    await expect(await panel.findByRole('alert')).toHaveTextContent('Notifications could not be loaded');
  },
};

export const ScrollsPast24rem: Story = {
  name: 'Many: the list stops at about 96 units (24rem) and scrolls',
  parameters: withNotifications({ items: many }),
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Notifications, 12 unread' }),
    );
    const list = (await body().findByRole('list', { name: 'Notification list' })) as HTMLElement;
    const rootFontSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(getComputedStyle(list).maxHeight).toBe(`${24 * rootFontSize}px`);
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(24 * rootFontSize);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

const live = createNotificationMocks({ items: stored });

export const ToastsWhileOpen: Story = {
  name: 'Raised while the tab is open: each new one toasts, one after the other',
  parameters: { msw: { handlers: { ...handlers, notifications: live.handlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Notifications, 3 unread' });
    // What was there at the first load is the bell's, not news: no toast.
    await expect(body().queryByRole('status', { name: /Timer/ })).toBeNull();
    live.raise(
      notification(
        6,
        'new-upload',
        3,
        'New Upload',
        'Trail Running Daily uploaded “Night trail, headlamp only”.',
        FIXTURE_NOW,
      ),
    );
    live.raise(
      notification(
        5,
        'cycle-completed',
        2,
        'Timer Completed',
        'The timer for Sourdough Science has completed.',
        FIXTURE_NOW,
      ),
    );
    // The next poll (here: the tab coming back to the front) finds both.
    window.dispatchEvent(new Event('visibilitychange'));
    await expect(await canvas.findByRole('button', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
    // The older first, then, when its time is up, the newer: neither hides the other.
    await expect(await body().findByText('The timer for Sourdough Science has completed.')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Open' })).toBeVisible();
    await expect(
      await body().findByText(
        'Trail Running Daily uploaded “Night trail, headlamp only”.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};
