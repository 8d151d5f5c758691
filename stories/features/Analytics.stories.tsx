import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { AnalyticsScreen } from '@channel-countdown/features/analytics';
import { NowProvider } from '@channel-countdown/features';
import {
  FIXTURE_NOW,
  channelScenarios,
  createAnalyticsMocks,
  createChannelMocks,
  createGroupHandlers,
  groupFixtures,
  handlers,
} from '@channel-countdown/features/mocks';
import type { RequestHandler } from 'msw';
import { paths } from '@channel-countdown/contract';
import { heldRead, placeOf } from './heldRead';

/**
 * /analytics over the five fixture channels and their cycle histories (mocks/analytics.ts: 15 cycles over the
 * year, 10 completed, 2 deleted, 3 in progress; four channels connected more than a month before FIXTURE_NOW,
 * one 30 minutes before). Every figure of the range comes from GET /api/analytics. The clock is pinned at
 * FIXTURE_NOW.
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
  parameters: {
    route: '/analytics',
    msw: { handlers: { ...handlers, ...createChannelMocks(), analytics: createAnalyticsMocks() } },
  },
} satisfies Meta<typeof AnalyticsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withMocks = (mocks: Record<string, RequestHandler[]>) => ({
  parameters: {
    msw: { handlers: { ...handlers, ...createChannelMocks(), analytics: createAnalyticsMocks(), ...mocks } },
  },
});

/** The value and hint of a stat card, by its label. */
const statText = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label).parentElement?.textContent ?? '';

const loaded = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 2, name: 'Channel Performance' }, { timeout: 5000 });

/** Picks another range in the select and waits for its figures (the page is no longer busy). */
async function chooseRange(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Time range/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: label }));
  await expect(canvas.getByRole('button', { name: /Time range/ })).toHaveTextContent(label);
  await waitFor(() => expect(canvas.getByRole('main')).not.toHaveAttribute('aria-busy'));
}

const performanceRow = (canvasElement: HTMLElement, name: string) =>
  within(
    within(within(canvasElement).getByRole('list', { name: 'Channel performance' }))
      .getByText(name)
      .closest('li')!,
  );

/** The default range, 30 days. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('button', { name: /Time range/ })).toHaveTextContent('Last 30 days');
    // Now: 5 channels, 4 of them connected before the range began; 2 timers running and 1 paused.
    await expect(statText(canvasElement, 'Total Channels')).toBe('Total Channels5+25% vs 30 days ago');
    await expect(statText(canvasElement, 'Active Timers')).toBe('Active Timers2Running right now; 1 paused');
    // Of the 5 cycles that ended in the range, 4 completed; the one deleted is counted apart.
    await expect(statText(canvasElement, 'Completed Cycles')).toBe(
      'Completed Cycles480% of ended cycles completed (upload or not)',
    );
    await expect(statText(canvasElement, 'Deleted Cycles')).toBe('Deleted Cycles1vs 0 in previous 30 days');
    // Which outcome each figure counts: completed cycles, upload or not; of those, 2 had an upload inside.
    await expect(statText(canvasElement, 'Cycles With an Upload')).toBe(
      'Cycles With an Upload250% of completed cycles had an upload',
    );
    // Not the SPEC's hard-coded figures, nor a month-wide text.
    await expect(canvas.queryByText('+12% from last month')).toBeNull();
    await expect(canvas.queryByText('88% completion rate')).toBeNull();

    const rows = within(canvas.getByRole('list', { name: 'Channel performance' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    const pixel = within(rows[0]!);
    await expect(pixel.getByText('Pixel & Pine Studio')).toBeVisible();
    await expect(pixel.getByText('Last update Nov 18, 2026')).toBeVisible();
    await expect(pixel.getByText('Completed of ended cycles')).toBeVisible();
    await expect(pixel.getByText('1 of 1 · 100%')).toBeVisible();
    await expect(pixel.getByText('Completed with an upload')).toBeVisible();
    await expect(pixel.getByText('1 of 1', { exact: true })).toBeVisible();
    await expect(pixel.getByText('7.0')).toBeVisible();
    await expect(pixel.getByText('+3.6K')).toBeVisible();
    await expect(pixel.getByText('Active')).toBeVisible();
    const oldMaps = within(rows[4]!);
    await expect(oldMaps.getByText('Old Maps Explained')).toBeVisible();
    await expect(oldMaps.getByText('0 of 1 · 0%')).toBeVisible();
    await expect(oldMaps.getByText('5.0')).toBeVisible();
    await expect(oldMaps.getByText('Inactive')).toBeVisible();

    await expect(
      canvas.getByText(
        '80% of ended cycles completed (upload or not) in the last 30 days, vs 100% in previous 30 days',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('6.6 days in the last 30 days, vs 7.0 days in previous 30 days'),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        '50% of completed cycles had an upload in the last 30 days, vs 50% in previous 30 days',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Key Insights/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Recommendations/ })).toBeVisible();
  },
};

/** Filtered by a group (`?group=1`, Makers): its channels' figures, its totals and its compare. */
export const FilteredByGroup: Story = {
  parameters: {
    route: '/analytics?group=1',
    msw: {
      handlers: {
        ...handlers,
        ...createChannelMocks(),
        analytics: createAnalyticsMocks(),
        groups: createGroupHandlers({ groups: groupFixtures }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const totals = await canvas.findByRole('region', { name: 'Totals of Makers' });
    await expect(within(totals).getByText('Channels').nextElementSibling).toHaveTextContent('2');
    await expect(within(totals).getByRole('link', { name: 'Compare this group' })).toHaveAttribute(
      'href',
      '/compare?channels=1,2',
    );
    await expect(statText(canvasElement, 'Total Channels')).toMatch(/^Total Channels2/);
    const rows = within(canvas.getByRole('list', { name: 'Channel performance' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
  },
};

/** 7 days: only the last week's cycles; the texts name the 7 days. */
export const LastSevenDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await chooseRange(canvasElement, 'Last 7 days');
    await expect(statText(canvasElement, 'Total Channels')).toBe('Total Channels5+25% vs 7 days ago');
    await expect(statText(canvasElement, 'Completed Cycles')).toBe(
      'Completed Cycles267% of ended cycles completed (upload or not)',
    );
    await expect(statText(canvasElement, 'Deleted Cycles')).toBe('Deleted Cycles1vs 0 in previous 7 days');
    await expect(
      canvas.getByText(
        'Cycles that ended in the last 7 days, how long they lasted and subscribers gained, per channel',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        '67% of ended cycles completed (upload or not) in the last 7 days, vs 100% in previous 7 days',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/month/)).toBeNull();
    // Trail Running Daily completed its last cycle 13 days ago: not in these 7 days.
    await expect(
      performanceRow(canvasElement, 'Trail Running Daily').getByText('Completed of ended cycles')
        .nextElementSibling,
    ).toHaveTextContent('0 of 0');
    await expect(performanceRow(canvasElement, 'Trail Running Daily').getByText('—')).toBeVisible();
  },
};

/** 90 days: three channels connected within it, 8 cycles ended. */
export const LastNinetyDays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await chooseRange(canvasElement, 'Last 90 days');
    await expect(statText(canvasElement, 'Total Channels')).toBe('Total Channels5+150% vs 90 days ago');
    await expect(statText(canvasElement, 'Completed Cycles')).toBe(
      'Completed Cycles788% of ended cycles completed (upload or not)',
    );
    await expect(statText(canvasElement, 'Deleted Cycles')).toBe('Deleted Cycles1vs 1 in previous 90 days');
    await expect(
      performanceRow(canvasElement, 'Pixel & Pine Studio').getByText('3 of 3 · 100%'),
    ).toBeVisible();
    await expect(
      canvas.getByText('6.8 days in the last 90 days, vs 5.3 days in previous 90 days'),
    ).toBeVisible();
  },
};

/** A year: every channel is new within it, so the growth counts them; no cycle before it to compare with. */
export const LastYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await chooseRange(canvasElement, 'Last year');
    await expect(statText(canvasElement, 'Total Channels')).toBe('Total Channels5+5 new in the last year');
    await expect(statText(canvasElement, 'Completed Cycles')).toBe(
      'Completed Cycles1083% of ended cycles completed (upload or not)',
    );
    await expect(statText(canvasElement, 'Deleted Cycles')).toBe('Deleted Cycles2vs 0 in previous year');
    await expect(performanceRow(canvasElement, 'Old Maps Explained').getByText('2 of 4 · 50%')).toBeVisible();
    await expect(
      canvas.getByText('83% of ended cycles completed (upload or not) in the last year'),
    ).toBeVisible();
    await expect(canvas.getByText('6.4 days in the last year, vs — in previous year')).toBeVisible();
  },
};

/** While the next range loads, the last figures stay on screen, marked busy; the export waits for them. */
export const SwitchingRange: Story = withMocks({
  analytics: createAnalyticsMocks({ pendingAfterFirst: true }),
});
SwitchingRange.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await loaded(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /Time range/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: 'Last 7 days' }));
  await waitFor(() => expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true'));
  await expect(statText(canvasElement, 'Completed Cycles')).toBe(
    'Completed Cycles480% of ended cycles completed (upload or not)',
  );
  await expect(canvas.getByRole('button', { name: 'Export' })).toBeDisabled();
};

export const ExportFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    // The default range is 30 days.
    const range = canvas.getByRole('button', { name: /Time range/ });
    await expect(range).toHaveTextContent('Last 30 days');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Export' })).toBeEnabled());

    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const download = args.download as ReturnType<typeof fn>;
    await expect(download).toHaveBeenCalledTimes(1);
    const [fileName, data] = download.mock.calls[0]! as [string, Record<string, unknown>];
    await expect(fileName).toMatch(/^analytics-30d-\d{4}-\d{2}-\d{2}\.json$/);
    await expect(Object.keys(data).sort()).toEqual([
      'activeTimers',
      'analytics',
      'channels',
      'dashboardStats',
      'exportDate',
      'timeRange',
    ]);
    await expect((data.channels as unknown[]).length).toBe(5);
    await expect((data.activeTimers as unknown[]).length).toBe(4);
    // Active means running: the paused timer is not counted (GET /api/dashboard/stats).
    await expect(data.dashboardStats).toEqual({ totalChannels: 5, activeTimers: 2, completedCycles: 10 });
    await expect(data.timeRange).toBe('30d');
    await expect(data.analytics).toMatchObject({
      range: '30d',
      current: { cycles: { started: 7, completed: 4, deleted: 1 } },
    });

    // Another range names the file after it, and its figures are the range's.
    await chooseRange(canvasElement, 'Last 7 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    await expect(download.mock.calls[1]![0]).toMatch(/^analytics-7d-\d{4}-\d{2}-\d{2}\.json$/);
    const week = download.mock.calls[1]![1] as { timeRange: string; analytics: unknown };
    await expect(week.timeRange).toBe('7d');
    await expect(week.analytics).toMatchObject({
      range: '7d',
      current: { cycles: { started: 4, completed: 2, deleted: 1 } },
    });
  },
};

export const TimeRanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Time range/ }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Last year',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

/** The refresh icon button has a tooltip (the ui Tooltip, after 700 ms of hover). */
export const RefreshTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(document.body);
    await loaded(canvasElement);
    const refresh = canvas.getByRole('button', { name: 'Refresh analytics' });
    await userEvent.hover(refresh);
    const tip = await page.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tip).toHaveTextContent('Refresh analytics');
    await userEvent.unhover(refresh);
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};

export const Empty: Story = withMocks({
  ...createChannelMocks({ channels: [] }),
  analytics: createAnalyticsMocks({ channels: [] }),
});
Empty.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: 'No Analytics Data' }, { timeout: 5000 }),
  ).toBeVisible();
  await userEvent.click(canvas.getByRole('link', { name: 'Add Your First Channel' }));
  await expect(await canvas.findByText('Dashboard')).toBeVisible();
};

export const Loading: Story = withMocks({
  ...channelScenarios.loading(),
  analytics: createAnalyticsMocks({ pending: true }),
});
/**
 * While the range's figures load, the page is drawn at once: its heading and controls, the four stat cards
 * with their labels and placeholder figures, and the channel performance card's shape, in one busy region
 * announced once. No spinner.
 */
Loading.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: 'Analytics' }, { timeout: 5000 }),
  ).toBeVisible();
  await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.queryByRole('heading', { name: 'Channel Performance' })).toBeNull();
  const region = canvas.getByRole('region', { name: 'Loading analytics' });
  await expect(region).toHaveAttribute('aria-busy', 'true');
  for (const label of ['Total Channels', 'Active Timers', 'Completed Cycles', 'Deleted Cycles'])
    await expect(within(region).getByText(label)).toBeVisible();
  // One polite status says what is loading; a spinner would be a second status.
  const statuses = canvas.getAllByRole('status');
  await expect(statuses).toHaveLength(1);
  await expect(statuses[0]).toHaveTextContent('Loading analytics');
  const placeholders = region.querySelectorAll('[data-skeleton]');
  await expect(placeholders.length).toBeGreaterThan(8);
  for (const placeholder of placeholders) {
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  }
};

const heldAnalytics = heldRead(paths.analytics);

/**
 * The figures arrive where their placeholders were: the stat cards keep their place and height, and the
 * channel performance card starts where its placeholder started.
 */
export const LoadsInPlace: Story = {
  parameters: {
    msw: {
      handlers: {
        held: heldAnalytics.handlers,
        ...handlers,
        ...createChannelMocks(),
        analytics: createAnalyticsMocks(),
      },
    },
  },
  beforeEach: () => heldAnalytics.hold(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Loading analytics' }, { timeout: 5000 });
    const [statsPlaceholder, performancePlaceholder] = Array.from(region.children);
    const statsBefore = placeOf(statsPlaceholder!);
    const performanceBefore = placeOf(performancePlaceholder!);

    heldAnalytics.release();
    const performance = await loaded(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Loading analytics' })).toBeNull();
    // The label's card, then the row of cards; the heading's card header, then its card.
    const stats = canvas.getByText('Total Channels').parentElement!.parentElement!;
    await expect(placeOf(stats)).toEqual(statsBefore);
    await expect(placeOf(performance.parentElement!.parentElement!).top).toBe(performanceBefore.top);
  },
};

export const LoadError: Story = withMocks({
  analytics: createAnalyticsMocks({ failure: { status: 500, message: 'Internal Server Error' } }),
});
LoadError.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: 'Could not load analytics' }, { timeout: 5000 }),
  ).toBeVisible();
  // The server's message, without the status before it.
  await expect(canvas.getByText('Internal Server Error', { exact: true })).toBeVisible();
  await expect(canvas.queryByText(/500/)).toBeNull();
};

export const Unauthorized: Story = withMocks({
  ...channelScenarios.unauthorized(),
  analytics: createAnalyticsMocks({ failure: { status: 401, message: 'Unauthorized' } }),
});
Unauthorized.play = async ({ canvasElement }) => {
  await expect(await within(canvasElement).findByText('Sign-in page', {}, { timeout: 5000 })).toBeVisible();
};
