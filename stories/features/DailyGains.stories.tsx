import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ChannelSnapshot } from '@channel-countdown/contract';
import { NowProvider } from '@channel-countdown/features';
import { GainsSection } from '@channel-countdown/features/channel-page';
import {
  FIXTURE_NOW,
  createChannelDataMocks,
  handlers,
  pixelAndPine,
  type ChannelDataOptions,
} from '@channel-countdown/features/mocks';

/**
 * The channel page's daily gains table (issue 43) on its own, over the channel data mocks: each day's last
 * figure and its change, weekly and monthly totals, the CSV export, and its loading, empty and error states.
 * The clock is pinned at FIXTURE_NOW (Friday 20 November 2026, noon UTC).
 */
const meta = {
  title: 'Features/Channels/Daily Gains',
  component: GainsSection,
  args: { channelId: pixelAndPine.id, range: '7d' },
  decorators: [
    (Story) => (
      <NowProvider now={FIXTURE_NOW}>
        <div style={{ width: '100%', maxWidth: 960 }}>
          <Story />
        </div>
      </NowProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    msw: { handlers: { ...handlers, ...createChannelDataMocks() } },
  },
} satisfies Meta<typeof GainsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const withData = (data: ChannelDataOptions) => ({
  parameters: { layout: 'padded', msw: { handlers: { ...handlers, ...createChannelDataMocks(data) } } },
});

const snapshot = (at: string, subscribers: number | null, views: number | null, videos: number | null) =>
  ({
    at,
    subscriberCount: subscribers,
    viewCount: views,
    videoCount: videos,
    approximate: false,
  }) satisfies ChannelSnapshot;

/** A week with a loss, a day nobody read (16 November) and a day whose views were hidden. */
const week: ChannelSnapshot[] = [
  snapshot('2026-11-13T20:00:00Z', 10_000, 1_000_000, 40),
  snapshot('2026-11-14T20:00:00Z', 11_234, 1_050_000, 41),
  snapshot('2026-11-15T20:00:00Z', 11_178, 1_060_000, 41),
  snapshot('2026-11-17T20:00:00Z', 11_300, null, 42),
  snapshot('2026-11-18T20:00:00Z', 11_400, 1_100_000, 42),
  snapshot('2026-11-19T20:00:00Z', 11_450, 1_101_000, 43),
  snapshot('2026-11-20T10:00:00Z', 11_460, 1_101_500, 43),
];

export const LastWeek: Story = {
  ...withData({ history: { [pixelAndPine.id]: week } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(
      await canvas.findByRole('table', { name: 'Daily gains over the last 7 days, newest first' }),
    );
    const rows = table.getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Nov 20, 2026');
    await expect(within(rows[6]!).getAllByRole('cell')[1]).toHaveTextContent('−56');
    await expect(within(rows[5]!).getAllByText('unknown')).toHaveLength(6);
    // The day's uploads, counted by kind (the fixture channel's, a regular video and a live stream here).
    await expect(within(rows[3]!).getAllByRole('cell').at(-1)).toHaveTextContent('1 video');
    await expect(within(rows[7]!).getAllByRole('cell').at(-1)).toHaveTextContent('1 live');
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      expect.stringContaining('/gains.csv?range=7d'),
    );
    await expect(canvas.getByRole('table', { name: /Totals by week/ })).toBeVisible();
  },
};

/** The monthly totals over the fixture channel's 90 days of history. */
export const MonthlyTotals: Story = {
  args: { range: '90d' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Daily gains over the last 90 days, newest first' });
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    const months = within(await canvas.findByRole('table', { name: /Totals by month/ }));
    await expect(months.getAllByRole('row').length).toBeGreaterThanOrEqual(4);
    await expect(months.getByRole('rowheader', { name: 'November 2026' })).toBeVisible();
  },
};

/** Keyboard: the export link, then the table's own scrolling box. */
export const Keyboard: Story = {
  ...withData({ history: { [pixelAndPine.id]: week } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('region', { name: 'Daily gains over the last 7 days, newest first' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toHaveFocus();
    await userEvent.tab();
    await expect(box).toHaveFocus();
  },
};

export const Loading: Story = {
  ...withData({ pending: { gains: true } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading daily gains' }),
    ).toBeVisible();
  },
};

export const NoFiguresYet: Story = {
  ...withData({ history: { [pixelAndPine.id]: [] } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No figures in this range yet' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  ...withData({ failures: { gains: { status: 500, message: 'Something went wrong' } } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Could not load the daily gains' }),
    ).toBeVisible();
  },
};

/** At 390 px the tables scroll inside their own boxes: the page never scrolls sideways. */
export const Mobile: Story = {
  name: 'Mobile (390 px): no sideways scrolling',
  ...withData({ history: { [pixelAndPine.id]: week } }),
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('region', { name: 'Daily gains over the last 7 days, newest first' });
    await expect(window.innerWidth).toBe(390);
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
