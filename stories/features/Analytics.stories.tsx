import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { AnalyticsScreen } from '@channel-countdown/features/analytics';
import { NowProvider } from '@channel-countdown/features/channels';
import {
  FIXTURE_NOW,
  channelScenarios,
  createChannelMocks,
  handlers,
  visitorAuthHandlers,
  type ChannelMocks,
} from '@channel-countdown/features/mocks';

/**
 * /analytics over the five fixture channels (15 cycles started, 10 completed; four connected more than a
 * month before FIXTURE_NOW, one 30 minutes before). The clock is pinned at FIXTURE_NOW.
 */
const meta = {
  title: 'Features/Analytics/Analytics',
  component: AnalyticsScreen,
  args: { download: fn() },
  render: (args) => (
    <Routes>
      <Route path="/analytics" element={<AnalyticsScreen {...args} />} />
      <Route path="/signin" element={<p>Sign-in page</p>} />
      <Route path="/" element={<p>Dashboard</p>} />
    </Routes>
  ),
  decorators: [
    (Story) => (
      <NowProvider now={FIXTURE_NOW}>
        <Story />
      </NowProvider>
    ),
  ],
  parameters: { route: '/analytics', msw: { handlers: { ...handlers, ...createChannelMocks() } } },
} satisfies Meta<typeof AnalyticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withMocks = (mocks: Partial<ChannelMocks>, extra: Record<string, unknown> = {}) => ({
  parameters: { msw: { handlers: { ...handlers, ...createChannelMocks(), ...mocks, ...extra } } },
});

/** The value under a stat card's label, in page order. */
const statValues = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement)
    .getAllByText(label)
    .map((node) => node.parentElement?.textContent ?? '');

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Channel Performance' }, { timeout: 5000 })).toBeVisible();
    // Total Channels from the stats, then again from the list.
    await waitFor(() => expect(statValues(canvasElement, 'Total Channels')[0]).toContain('5'));
    await expect(statValues(canvasElement, 'Total Channels')[1]).toContain('5');
    await expect(statValues(canvasElement, 'Active Timers')[0]).toContain('3');
    await expect(statValues(canvasElement, 'Completed Cycles')[0]).toContain('10');
    // Real figures in place of the SPEC's hard-coded ones.
    await expect(canvas.getAllByText('+25% from last month').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('67% completion rate').length).toBeGreaterThan(0);
    await expect(canvas.queryByText('+12% from last month')).toBeNull();
    await expect(canvas.queryByText('88% completion rate')).toBeNull();

    const rows = within(canvas.getByRole('list', { name: 'Channel performance' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    const pixel = within(rows[0]!);
    await expect(pixel.getByText('Pixel & Pine Studio')).toBeVisible();
    await expect(pixel.getByText('Last update Nov 18, 2026')).toBeVisible();
    await expect(pixel.getByText('4 of 5')).toBeVisible();
    await expect(pixel.getByText('31.8')).toBeVisible();
    await expect(pixel.getByText('Active')).toBeVisible();
    await expect(within(rows[4]!).getByText('Old Maps Explained')).toBeVisible();
    await expect(within(rows[4]!).getByText('Inactive')).toBeVisible();

    await expect(canvas.getByRole('heading', { name: /Key Insights/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Recommendations/ })).toBeVisible();
  },
};

export const ExportFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Channel Performance' }, { timeout: 5000 });
    // The default range is 30 days.
    const range = canvas.getByRole('button', { name: /Time range/ });
    await expect(range).toHaveTextContent('Last 30 days');
    await waitFor(() => expect(statValues(canvasElement, 'Completed Cycles')[0]).toContain('10'));

    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const download = args.download as ReturnType<typeof fn>;
    await expect(download).toHaveBeenCalledTimes(1);
    const [fileName, data] = download.mock.calls[0]! as [string, Record<string, unknown>];
    await expect(fileName).toMatch(/^analytics-30d-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(Object.keys(data).sort()).toEqual(['activeTimers', 'channels', 'dashboardStats', 'exportDate', 'timeRange']);
    await expect((data.channels as unknown[]).length).toBe(5);
    await expect((data.activeTimers as unknown[]).length).toBe(4);
    await expect(data.dashboardStats).toEqual({ totalChannels: 5, activeTimers: 3, completedCycles: 10 });
    await expect(data.timeRange).toBe('30d');

    // Another range names the file after it.
    await userEvent.click(range);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Last 7 days' }));
    await expect(range).toHaveTextContent('Last 7 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(download.mock.calls[1]![0]).toMatch(/^analytics-7d-\d{4}-\d{2}-\d{2}\.json$/);
    await expect((download.mock.calls[1]![1] as { timeRange: string }).timeRange).toBe('7d');
  },
};

export const TimeRanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Channel Performance' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: /Time range/ }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last year']);
    await userEvent.keyboard('{Escape}');
  },
};

export const Empty: Story = withMocks(createChannelMocks({ channels: [] }));
Empty.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'No Analytics Data' }, { timeout: 5000 })).toBeVisible();
  await userEvent.click(canvas.getByRole('link', { name: 'Add Your First Channel' }));
  await expect(await canvas.findByText('Dashboard')).toBeVisible();
};

export const Loading: Story = withMocks(channelScenarios.loading());
Loading.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Analytics' }, { timeout: 5000 })).toBeVisible();
  await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.queryByRole('heading', { name: 'Channel Performance' })).toBeNull();
};

export const LoadError: Story = withMocks(createChannelMocks({ failures: { channels: { status: 500, message: 'Internal Server Error' } } }));
LoadError.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Could not load analytics' }, { timeout: 5000 })).toBeVisible();
  await expect(canvas.getByText('500: Internal Server Error')).toBeVisible();
};

export const Unauthorized: Story = withMocks(channelScenarios.unauthorized());
Unauthorized.play = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByText('Sign-in page', {}, { timeout: 5000 })).toBeVisible();
};

export const SignedOut: Story = withMocks({}, { auth: visitorAuthHandlers });
SignedOut.play = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByText('Sign-in page', {}, { timeout: 5000 })).toBeVisible();
};
