import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { compareHref } from '@channel-countdown/contract';
import { NowProvider } from '@channel-countdown/features';
import { CompareScreen } from '@channel-countdown/features/compare';
import {
  FIXTURE_NOW,
  channelFixtures,
  compareSeriesOf,
  createChannelMocks,
  createCompareMocks,
  handlers,
  manyChannelFixtures,
  pixelAndPine,
  sourdoughScience,
  type CompareMockOptions,
} from '@channel-countdown/features/mocks';

// Role queries over the screen-reader tables pass `hidden: true`: it skips testing-library's style check of
// every element, which takes seconds over hundreds of rows (the tables are visually hidden, not hidden).

/**
 * /compare (issue 43) over the channel fake and the compare mocks (series derived from the fixture channels'
 * histories). The address holds the choice; the clock is pinned at FIXTURE_NOW.
 */
const meta = {
  title: 'Features/Channels/Compare',
  component: CompareScreen,
  render: () => (
    <Routes>
      <Route path="/compare" element={<CompareScreen />} />
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
    route: compareHref([1, 2]),
    msw: { handlers: { ...handlers, ...createChannelMocks(), compare: createCompareMocks() } },
  },
} satisfies Meta<typeof CompareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string, options: CompareMockOptions = {}, channels = channelFixtures) => ({
  parameters: {
    route,
    msw: {
      handlers: {
        ...handlers,
        ...createChannelMocks({ channels }),
        compare: createCompareMocks({ channels, ...options }),
      },
    },
  },
});

/** The chart, once the comparison has arrived (the first story also waits for the bundle to compile). */
const chartOf = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: /channels? compared/ }, { timeout: 15_000 });

const exact = (value: number) => new Intl.NumberFormat('en-US').format(value);

export const ChooseChannels: Story = {
  ...at(compareHref([1])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Choose at least two channels to compare' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};

export const TwoChannels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartOf(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Compare channels' })).toBeVisible();
    await expect(document.title).toBe('Compare channels · Channel Countdown');
    const legend = within(canvas.getByRole('list', { name: 'Channels compared', hidden: true }));
    await expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Pixel & Pine Studio',
      'Sourdough Science',
    ]);
    // The screen-reader tables hold every point's exact figure, the last one the channel's latest.
    const table = within(
      canvas.getByRole('table', { name: 'Pixel & Pine Studio: Subscribers', hidden: true }),
    );
    const points = compareSeriesOf(pixelAndPine, { metric: 'subscribers', range: '90d' });
    await expect(table.getAllByRole('row', { hidden: true })).toHaveLength(points.length + 1);
    await expect(table.getAllByRole('row', { hidden: true }).at(-1)).toHaveTextContent(
      exact(points.at(-1)!.value),
    );
    await expect(
      canvas.getByRole('table', { name: 'Sourdough Science: Subscribers', hidden: true }),
    ).toBeInTheDocument();
  },
};

export const EightChannels: Story = {
  ...at(compareHref([1, 2, 3, 4, 5, 10, 11, 12]), {}, manyChannelFixtures),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartOf(canvasElement);
    await expect(canvas.getAllByRole('table', { hidden: true })).toHaveLength(8);
    await expect(
      canvas.getByText('You are comparing the most channels a chart holds (8). Remove one to add another.'),
    ).toBeVisible();
  },
};

export const IndexedTo100: Story = {
  ...at(compareHref([1, 2, 3], { scale: 'indexed', range: '1y' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartOf(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Sourdough Science: Subscribers', hidden: true }));
    const first = compareSeriesOf(sourdoughScience, { metric: 'subscribers', range: '1y' })[0]!;
    await expect(table.getAllByRole('row', { hidden: true })[1]).toHaveTextContent(
      `${exact(first.value)} (100.0)`,
    );
  },
};

export const LogScaleViews: Story = {
  ...at(compareHref([1, 2, 3, 4], { metric: 'views', scale: 'log', range: 'all' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartOf(canvasElement);
    await expect(
      canvas.getByRole('table', { name: 'Midnight Synthwave: Views', hidden: true }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Log scale' })).toBeChecked();
  },
};

export const UploadsPerWeek: Story = {
  ...at(compareHref([3, 5], { metric: 'uploads' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chartOf(canvasElement);
    await expect(
      canvas.getByRole('table', { name: 'Old Maps Explained: Uploads per week', hidden: true }),
    ).toBeInTheDocument();
  },
};

/** The chart is one tab stop: Left and Right move along a line, Down to the next channel. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await chartOf(canvasElement);
    chart.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    await waitFor(() => expect(canvas.getByTestId('chart-tooltip')).toHaveTextContent('Sourdough Science'));
  },
};

export const Loading: Story = {
  ...at(compareHref([1, 2]), { pending: true }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'status',
        { name: 'Loading the comparison' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  ...at(compareHref([1, 2]), { failure: { status: 500, message: 'Internal error' } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Could not load the comparison' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** One channel connected: nothing to compare it with yet, and the page says what it needs. */
export const OneChannelConnected: Story = {
  ...at(compareHref([1]), {}, [pixelAndPine]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Connect at least two channels to compare them' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /channels? compared/ })).toBeNull();
  },
};

/** The chosen channels have no figure in the range: the page says so instead of an empty chart. */
export const NothingToDraw: Story = {
  ...at(compareHref([1, 2], { range: '7d' }), { empty: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nothing to draw in this range yet' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '7D' })).toBeChecked();
  },
};

/** The channel list is still on its way: the picker waits in a loading state. */
export const ChannelsLoading: Story = {
  parameters: {
    route: compareHref([1, 2]),
    msw: {
      handlers: {
        ...handlers,
        ...createChannelMocks({ pending: { channels: true } }),
        compare: createCompareMocks(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading channels' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
  },
};

/** The channel list could not be read: the page says so and offers to try again. */
export const ChannelsLoadError: Story = {
  parameters: {
    route: compareHref([1, 2]),
    msw: {
      handlers: {
        ...handlers,
        ...createChannelMocks({ failures: { channels: { status: 500, message: 'Internal error' } } }),
        compare: createCompareMocks(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Could not load your channels' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};
