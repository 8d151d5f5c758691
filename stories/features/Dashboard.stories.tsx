import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { DashboardScreen, type DashboardView } from '@channel-countdown/features/dashboard';
import { NowProvider } from '@channel-countdown/features';
import {
  FIXTURE_NOW,
  channelScenarios,
  createChannelMocks,
  createSettingsHandlers,
  handlers,
  loadingSessionAuthHandlers,
  makeChannel,
  manyChannelFixtures,
  type ChannelMocks,
} from '@channel-countdown/features/mocks';
import { DEFAULT_SETTINGS } from '@channel-countdown/contract';

/** The dashboard at /, with /signin standing by for the unauthorized redirect. */
function DashboardAtRoot({ defaultView }: { defaultView?: DashboardView }) {
  return (
    <Routes>
      <Route path="/" element={<DashboardScreen defaultView={defaultView} />} />
      <Route path="/signin" element={<p>Sign-in page</p>} />
    </Routes>
  );
}

const withMocks = (mocks: ChannelMocks = createChannelMocks()) => ({
  parameters: { msw: { handlers: { ...handlers, ...mocks } } },
});

const meta = {
  title: 'Features/Dashboard/DashboardScreen',
  component: DashboardAtRoot,
  decorators: [
    (Story) => (
      <NowProvider now={FIXTURE_NOW}>
        <Story />
      </NowProvider>
    ),
  ],
} satisfies Meta<typeof DashboardAtRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The stat card with this label, among the dashboard's or the analytics summary's cards. */
const statValue = (canvas: ReturnType<typeof within>, label: string) => {
  const group =
    canvas.queryByRole('group', { name: 'Analytics summary' }) ??
    canvas.getByRole('group', { name: 'Dashboard stats' });
  return within(group).getByText(label).parentElement!;
};

/** The five fixture channels: one running, one new, one ended, one paused, one without a timer. */
export const Overview: Story = {
  ...withMocks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
    // The first row renders at once, the rest a moment later (ChannelGrid's cardsInFirstRow).
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5), { timeout: 5000 });
    // Stats (GET /api/dashboard/stats): 5 channels, 2 active (running) timers — the paused one is paused, not
    // active, by the contract's one definition —, 4+0+3+1+2 completed cycles, the default 7-day cycle.
    await waitFor(() => expect(statValue(canvas, 'Channels')).toHaveTextContent('5'));
    await expect(statValue(canvas, 'Active Timers')).toHaveTextContent('2');
    await expect(statValue(canvas, 'Completed')).toHaveTextContent('10');
    await expect(statValue(canvas, 'Day Cycles')).toHaveTextContent('7');
    // Four cards a row at 1280 px, and every channel's name is whole (it may take two lines).
    for (const card of canvas.getAllByRole('article')) {
      const name = within(card).getByRole('heading', { level: 3 });
      await expect(name.scrollHeight).toBeLessThanOrEqual(name.clientHeight);
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    }
  },
};

/** 'Day Cycles' is the user's cycle length (Settings › Timers), not a fixed 7. */
export const NineDayCycles: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        ...createChannelMocks(),
        settings: createSettingsHandlers({
          settings: { ...DEFAULT_SETTINGS, timers: { ...DEFAULT_SETTINGS.timers, defaultDuration: 9 } },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(statValue(canvas, 'Channels')).toHaveTextContent('5'));
    await waitFor(() => expect(statValue(canvas, 'Day Cycles')).toHaveTextContent('9'));
    // Every card, the ones drawn after the first row included, before the page is photographed.
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5));
  },
};

/** On a phone the four stat cards sit 2 × 2, so the first channel card starts on the first screen. */
export const MobileStats: Story = {
  ...withMocks(),
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every card, the ones drawn after the first row included, before the page is measured and photographed.
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5));
    const [first] = canvas.getAllByRole('article');
    const cards = Array.from(canvas.getByRole('group', { name: 'Dashboard stats' }).children);
    const rows = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(rows.size).toBe(2);
    await expect(first!.getBoundingClientRect().top).toBeLessThan(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** The session is still loading. */
export const LoadingSession: Story = {
  parameters: {
    msw: { handlers: { ...handlers, ...createChannelMocks(), auth: loadingSessionAuthHandlers } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your dashboard...')).toBeVisible();
  },
};

/** The channel list is loading: 5 skeleton cards. */
export const LoadingChannels: Story = {
  ...withMocks(channelScenarios.loading()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByLabelText('Loading channels');
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(within(grid).getAllByTestId('channel-card-skeleton')).toHaveLength(5);
  },
};

/** No channels: 'No channels yet'; 'Add Your First Channel' opens the connect dialog. */
export const Empty: Story = {
  ...withMocks(channelScenarios.empty()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No channels yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Your First Channel' }));
    const dialog = await body().findByRole('dialog', { name: 'Connect YouTube Channel' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** From the empty dashboard to a card counting down: connect '@fakecreator' and see '7d 0h 0m'. */
export const ConnectFirstChannel: Story = {
  ...withMocks(channelScenarios.empty()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Your First Channel' }));
    const dialog = await body().findByRole('dialog', { name: 'Connect YouTube Channel' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'YouTube channel' }), '@fakecreator');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find Channel' }));
    const confirm = await body().findByRole('dialog', { name: 'Confirm Channel Connection' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Start Timer' }));
    await expect(await body().findByText('Channel Added')).toBeVisible();
    const card = await canvas.findByRole('article', { name: 'Fake Creator' });
    await expect(within(card).getByRole('timer')).toHaveTextContent('7d 0h 0m');
    await waitFor(() => expect(statValue(canvas, 'Channels')).toHaveTextContent('1'));
    await expect(statValue(canvas, 'Active Timers')).toHaveTextContent('1');
  },
};

/** Seventeen channels in the grid. */
export const ManyChannels: Story = {
  ...withMocks(createChannelMocks({ channels: manyChannelFixtures })),
  play: async ({ canvasElement }) => {
    // The first row renders at once, the rest a moment later (ChannelGrid's cardsInFirstRow).
    const canvas = within(canvasElement);
    await canvas.findAllByRole('article');
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(manyChannelFixtures.length), {
      timeout: 8000,
    });
  },
};

/** The channels view: 'Channel Management' and the same grid. */
export const ChannelsView: Story = {
  ...withMocks(),
  args: { defaultView: 'channels' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Channel Management' })).toBeVisible();
    // The first row renders at once, the rest a moment later (ChannelGrid's cardsInFirstRow).
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5), { timeout: 5000 });
  },
};

/** The channels view without channels shows the same empty state. */
export const ChannelsViewEmpty: Story = {
  ...withMocks(channelScenarios.empty()),
  args: { defaultView: 'channels' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No channels yet' }),
    ).toBeVisible();
  },
};

/** Analytics from the cycle counts: summary and the top 3 with their bands. */
export const Analytics: Story = {
  ...withMocks(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Analytics' }));
    const top = await canvas.findByRole('heading', { name: 'Top Performing Channels' });
    await expect(top).toBeVisible();
    await expect(statValue(canvas, 'Active Timers')).toHaveTextContent('2');
    await expect(statValue(canvas, 'Completed')).toHaveTextContent('10');
    await expect(canvas.getByText('67% of all cycles completed')).toBeVisible();
    await expect(statValue(canvas, 'Next Completion')).toHaveTextContent('3d 4h 12m');
    await expect(statValue(canvas, 'Recent Activity')).toHaveTextContent('3');
    const ranking = within(canvas.getByRole('list'));
    const rows = ranking.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Midnight Synthwave3 of 3 cycles completed100%Success Rate');
    await expect(within(rows[0]!).getByRole('img', { name: 'Good' })).toBeVisible();
    await expect(rows[1]).toHaveTextContent('Pixel & Pine Studio4 of 5 cycles completed80%');
    await expect(rows[2]).toHaveTextContent('Old Maps Explained2 of 4 cycles completed50%');
    await expect(within(rows[2]!).getByRole('img', { name: 'Medium' })).toBeVisible();
  },
};

/** Every timer ended: 'Next Completion' reads '--'; a poor completion rate. */
export const AnalyticsNothingRunning: Story = {
  ...withMocks(
    createChannelMocks({
      channels: [
        makeChannel(1, { channelName: 'Finished Channel', timer: null, cycles: { total: 4, completed: 1 } }),
      ],
    }),
  ),
  args: { defaultView: 'analytics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Top Performing Channels' });
    await expect(statValue(canvas, 'Next Completion')).toHaveTextContent('--');
    await expect(canvas.getByRole('img', { name: 'Poor' })).toBeVisible();
  },
};

export const AnalyticsEmpty: Story = {
  ...withMocks(channelScenarios.empty()),
  args: { defaultView: 'analytics' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No analytics data' }),
    ).toBeVisible();
  },
};

/** A 401 on the channel list: the 'Unauthorized' toast, then /signin. */
export const Unauthorized: Story = {
  ...withMocks(channelScenarios.unauthorized()),
  play: async ({ canvasElement }) => {
    await expect(await body().findByText('Unauthorized')).toBeVisible();
    await expect(await within(canvasElement).findByText('Sign-in page')).toBeVisible();
  },
};

/** Any other failure of the channel list says so and offers to try again. */
export const LoadFails: Story = {
  ...withMocks(
    createChannelMocks({ failures: { channels: { status: 500, message: 'Internal Server Error' } } }),
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Could not load your channels' })).toBeVisible();
    await expect(within(alert).getByText('Internal Server Error', { exact: true })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};
