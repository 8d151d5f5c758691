import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Channel } from '@channel-countdown/contract';
import { NowProvider } from '@channel-countdown/features/channels';
import { NotificationsMenu, NotificationsState } from '@channel-countdown/features/notifications';
import { FIXTURE_NOW, handlers, makeChannel, makeTimer } from '@channel-countdown/features/mocks';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Ended 2 h ago, ends in 4 h, ends in 3 days, and a paused one past its end (ignored). */
const channels: Channel[] = [
  makeChannel(1, { channelName: 'Pixel & Pine', timer: makeTimer(1, 7 * DAY + 2 * HOUR) }),
  makeChannel(2, { channelName: 'Sourdough Science', timer: makeTimer(2, 6 * DAY + 20 * HOUR) }),
  makeChannel(3, { channelName: 'Trail Running Daily', timer: makeTimer(3, 4 * DAY) }),
  makeChannel(4, { channelName: 'Old Maps Explained', timer: makeTimer(4, 8 * DAY, { isPaused: true }) }),
];

/** Many notifications, to show the list scrolling inside its 24rem. */
const many: Channel[] = Array.from({ length: 12 }, (_, index) =>
  makeChannel(index + 1, { channelName: `Channel ${index + 1}`, timer: makeTimer(index + 1, 7 * DAY + index * HOUR) }),
);

function Bell({ channels }: { channels: Channel[] }) {
  return (
    <NowProvider now={FIXTURE_NOW}>
      <NotificationsState channels={channels}>
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '1rem' }}>
          <NotificationsMenu />
        </div>
      </NotificationsState>
    </NowProvider>
  );
}

const meta = {
  title: 'Features/Notifications/NotificationsMenu',
  component: Bell,
  args: { channels },
  parameters: { msw: { handlers } },
} satisfies Meta<typeof Bell>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Empty: Story = {
  args: { channels: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Notifications' }));
    const panel = within(await body().findByRole('dialog', { name: 'Notifications' }));
    await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(panel.getByText('No notifications yet')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

export const WithItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The count: one completed, one ending soon; days left and paused give nothing.
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 2 unread' }));
    await expect(canvas.getByText('2')).toBeVisible();
    const panel = within(await body().findByRole('dialog', { name: 'Notifications' }));
    const items = within(panel.getByRole('list', { name: 'Notification list' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Timer Completed');
    await expect(items[0]).toHaveTextContent('Pixel & Pine');
    await expect(items[1]).toHaveTextContent('Timer Ending Soon');
    await expect(items[1]).toHaveTextContent('Sourdough Science');
    await expect(items[1]).toHaveTextContent('4h 0m');
    await expect(panel.queryByText(/Trail Running Daily|Old Maps Explained/)).toBeNull();

    await userEvent.click(panel.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    await expect(panel.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0);
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

export const MarkOneRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = within(await body().findByRole('dialog', { name: 'Notifications' }));
    await userEvent.click(panel.getByRole('button', { name: /Timer Ending Soon/ }));
    await expect(await canvas.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await expect(panel.getAllByRole('img', { name: 'Unread' })).toHaveLength(1);
  },
};

export const ScrollsPast24rem: Story = {
  name: 'Many: the list stops at about 96 units (24rem) and scrolls',
  args: { channels: many },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Notifications, 12 unread' }));
    const list = (await body().findByRole('list', { name: 'Notification list' })) as HTMLElement;
    const rootFontSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(getComputedStyle(list).maxHeight).toBe(`${24 * rootFontSize}px`);
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(24 * rootFontSize);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};
