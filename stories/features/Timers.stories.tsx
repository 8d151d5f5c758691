import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { paths } from '@channel-countdown/contract';
import { NowProvider } from '@channel-countdown/features';
import { TimersScreen } from '@channel-countdown/features/timers';
import {
  FIXTURE_NOW,
  activeTimersFailureHandlers,
  activeTimersPendingHandlers,
  channelScenarios,
  createChannelMocks,
  createGroupHandlers,
  groupFixtures,
  handlers,
  makeChannel,
  pixelAndPine,
  sourdoughScience,
  type ChannelMocks,
} from '@channel-countdown/features/mocks';
import { heldRead, placeOf } from './heldRead';

/**
 * /timers over the channel fake of the mocks (the five fixture channels: four have an active timer —
 * Pixel & Pine running, Sourdough Science started 30 min ago, Midnight Synthwave past its end, Trail
 * Running Daily paused). The clock is pinned at FIXTURE_NOW.
 */
const meta = {
  title: 'Features/Timers/Active Timers',
  component: TimersScreen,
  render: () => (
    <Routes>
      <Route path="/timers" element={<TimersScreen />} />
      <Route path="/signin" element={<p>Sign-in page</p>} />
    </Routes>
  ),
  decorators: [
    (Story) => (
      <NowProvider now={FIXTURE_NOW}>
        <Story />
      </NowProvider>
    ),
  ],
  parameters: { route: '/timers', msw: { handlers: { ...handlers, ...createChannelMocks() } } },
} satisfies Meta<typeof TimersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withMocks = (mocks: Partial<ChannelMocks>) => ({
  parameters: { msw: { handlers: { ...handlers, ...createChannelMocks(), ...mocks } } },
});

const cardNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

/**
 * A channel looked up without an API key carries YouTube's rounded page figures: its timer card marks them
 * '≈', as its dashboard card does (the contract's subscriberText).
 */
export const ApproximateCounts: Story = {
  ...withMocks(
    createChannelMocks({
      channels: [{ ...pixelAndPine, countsApproximate: true, subscriberCount: 1_660_000 }, sourdoughScience],
    }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pixel = within(await canvas.findByRole('article', { name: 'Pixel & Pine Studio' }));
    await expect(pixel.getByText('≈1.6M')).toBeVisible();
    await expect(pixel.getByText('≈342')).toBeVisible();
    // An exact figure stays plain.
    await expect(
      within(canvas.getByRole('article', { name: 'Sourdough Science' })).getByText('999'),
    ).toBeVisible();
  },
};

export const AllTimers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '4 Timers Found' })).toBeVisible();
    await expect(canvas.getByText('Showing all of your timers')).toBeVisible();
    await expect(document.title).toBe('Active Timers · Channel Countdown');
    await expect(canvas.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    // In the server's order: soonest end first.
    await expect(cardNames(canvasElement)).toEqual([
      'Midnight Synthwave',
      'Pixel & Pine Studio',
      'Trail Running Daily',
      'Sourdough Science',
    ]);

    const pixel = within(canvas.getByRole('article', { name: 'Pixel & Pine Studio' }));
    await expect(pixel.getByText('Active')).toBeVisible();
    await expect(pixel.getByText('3d 4h 12m')).toBeVisible();
    // The countdown stays on one line.
    const countdown = document.createRange();
    countdown.selectNodeContents(pixel.getByText('3d 4h 12m'));
    await expect(countdown.getClientRects()).toHaveLength(1);
    await expect(pixel.getByText('128.4K')).toBeVisible();
    await expect(pixel.getByText('342')).toBeVisible();
    await expect(pixel.getByText('Started Nov 16, 2026')).toBeVisible();
    for (const link of [
      pixel.getByRole('link', { name: 'View' }),
      pixel.getByRole('link', { name: 'Open Pixel & Pine Studio on YouTube' }),
    ]) {
      await expect(link).toHaveAttribute('href', 'https://www.youtube.com/channel/UCpixelPineStudio0000001');
      await expect(link).toHaveAttribute('target', '_blank');
    }

    // The dashboard's K/M format (one formatter everywhere): 2.4M, not 2468.0K; a past end reads Completed;
    // a paused timer is Paused.
    const synth = within(canvas.getByRole('article', { name: 'Midnight Synthwave' }));
    await expect(synth.getByText('2.4M')).toBeVisible();
    await expect(synth.getByText('Completed')).toBeVisible();
    await expect(synth.getByText('Done')).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Trail Running Daily' })).getByText('Paused'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Sourdough Science' })).getByText('999'),
    ).toBeVisible();
  },
};

/** Filtered by a group (`?group=1`, Makers): its timers, its totals and its compare. */
export const FilteredByGroup: Story = {
  parameters: {
    route: '/timers?group=1',
    msw: {
      handlers: {
        ...handlers,
        ...createChannelMocks(),
        groups: createGroupHandlers({ groups: groupFixtures }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = await canvas.findByRole('region', { name: 'Totals of Makers' }, { timeout: 5000 });
    await expect(within(totals).getByText('Channels').nextElementSibling).toHaveTextContent('2');
    await expect(within(totals).getByRole('link', { name: 'Compare this group' })).toHaveAttribute(
      'href',
      '/compare?channels=1,2',
    );
    await expect(await canvas.findByRole('heading', { level: 2, name: '2 Timers Found' })).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual(['Pixel & Pine Studio', 'Sourdough Science']);
  },
};

export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: '4 Timers Found' });
    const filter = (name: string) => userEvent.click(canvas.getByRole('radio', { name }));

    // Active means running: Midnight Synthwave's end has passed (its card reads Done), so it is not listed.
    await filter('Active');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('2 Timers Found');
    await expect(canvas.getByText('Showing timers that are running')).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual(['Pixel & Pine Studio', 'Sourdough Science']);
    for (const card of canvas.getAllByRole('article'))
      await expect(within(card).queryByText('Done')).toBeNull();

    await filter('Paused');
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('1 Timer Found');
    await expect(cardNames(canvasElement)).toEqual(['Trail Running Daily']);

    await filter('Last 24h');
    await expect(canvas.getByText('Showing timers started in the last 24 hours')).toBeVisible();
    await expect(cardNames(canvasElement)).toEqual(['Sourdough Science']);

    await filter('Last 7 Days');
    await expect(cardNames(canvasElement)).toEqual([
      'Pixel & Pine Studio',
      'Trail Running Daily',
      'Sourdough Science',
    ]);

    await filter('All Timers');
    await expect(cardNames(canvasElement)).toHaveLength(4);
    await expect(canvas.getByRole('radio', { name: 'All Timers' })).toBeChecked();
  },
};

/** A hidden count (the keyless provider cannot know it) reads '—' as on the dashboard, never '0'. */
export const HiddenCounts: Story = withMocks(
  createChannelMocks({
    channels: [makeChannel(8, { channelName: 'Keyless Lookup', subscriberCount: null, videoCount: null })],
  }),
);
HiddenCounts.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const card = within(await canvas.findByRole('article', { name: 'Keyless Lookup' }));
  await expect(card.getAllByText('—')).toHaveLength(2);
  await expect(card.queryByText('0')).toBeNull();
};

/** A timer whose channel is not in GET /api/channels is not shown (SPEC §2). */
export const OnlyKnownChannels: Story = withMocks({
  channels: createChannelMocks({ channels: [pixelAndPine] }).channels,
});
OnlyKnownChannels.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 2, name: '1 Timer Found' })).toBeVisible();
  await expect(cardNames(canvasElement)).toEqual(['Pixel & Pine Studio']);
};

export const EmptyAll: Story = withMocks(createChannelMocks({ channels: [] }));
EmptyAll.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'No timers found' })).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: '0 Timers Found' })).toBeVisible();
  await expect(
    canvas.getByText(
      "You don't have any active timers yet. Add some YouTube channels to start tracking countdown timers.",
    ),
  ).toBeVisible();
  const back = canvas.getAllByRole('link', { name: 'Back to Dashboard' });
  await expect(back).toHaveLength(2);
  await expect(back[1]).toHaveAttribute('href', '/');
};

export const EmptyFilterResult: Story = withMocks(
  createChannelMocks({ channels: [pixelAndPine, sourdoughScience] }),
);
EmptyFilterResult.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: '2 Timers Found' });
  await userEvent.click(canvas.getByRole('radio', { name: 'Paused' }));
  await expect(await canvas.findByRole('heading', { name: 'No timers found' })).toBeVisible();
  await expect(
    canvas.getByText(
      'No timers match your current filter. Try adjusting the filter or adding more channels.',
    ),
  ).toBeVisible();
};

/**
 * While the timers load, the page is drawn at once: its heading, actions and filters, and placeholders where
 * the summary and the cards will be, in one busy region announced once. No spinner.
 */
export const Loading: Story = withMocks({ timers: activeTimersPendingHandlers });
Loading.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const region = await canvas.findByRole('region', { name: 'Loading timers' });
  await expect(region).toHaveAttribute('aria-busy', 'true');
  await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  await expect(canvas.getByRole('heading', { level: 1, name: 'Active Timers' })).toBeVisible();
  await expect(canvas.getByRole('radio', { name: 'All Timers' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
  // One polite status says what is loading; a spinner would be a second status.
  const statuses = canvas.getAllByRole('status');
  await expect(statuses).toHaveLength(1);
  await expect(statuses[0]).toHaveTextContent('Loading timers');
  await expect(statuses[0]).not.toHaveAttribute('aria-live', 'assertive');
  // The placeholders of the summary and of three cards are on screen, silent for screen readers.
  const placeholders = region.querySelectorAll('[data-skeleton]');
  await expect(placeholders.length).toBeGreaterThan(3);
  for (const placeholder of placeholders) {
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  }
};

const heldTimers = heldRead(paths.activeTimers);

/**
 * The timers arrive where their placeholders were: the summary takes the place and height of its placeholder
 * and the first card starts where the first placeholder card started, so nothing the reader sees jumps.
 */
export const LoadsInPlace: Story = {
  parameters: {
    msw: { handlers: { held: heldTimers.handlers, ...handlers, ...createChannelMocks() } },
  },
  beforeEach: () => heldTimers.hold(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Loading timers' });
    const [summaryPlaceholder, gridPlaceholder] = Array.from(region.children);
    const summaryBefore = placeOf(summaryPlaceholder!);
    const firstCardBefore = placeOf(gridPlaceholder!.firstElementChild!);

    heldTimers.release();
    const heading = await canvas.findByRole('heading', { level: 2, name: '4 Timers Found' });
    await expect(canvas.queryByRole('region', { name: 'Loading timers' })).toBeNull();
    await expect(placeOf(heading.parentElement!)).toEqual(summaryBefore);
    const firstCard = placeOf(canvas.getAllByRole('article')[0]!);
    await expect({ top: firstCard.top, left: firstCard.left, width: firstCard.width }).toEqual({
      top: firstCardBefore.top,
      left: firstCardBefore.left,
      width: firstCardBefore.width,
    });
  },
};

export const LoadError: Story = withMocks({
  timers: activeTimersFailureHandlers({ status: 500, message: 'Internal Server Error' }),
});
LoadError.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: 'Could not load your timers' })).toBeVisible();
  // The server's message, without the status before it.
  await expect(canvas.getByText('Internal Server Error', { exact: true })).toBeVisible();
  await expect(canvas.queryByText(/500/)).toBeNull();
  await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
};

export const Unauthorized: Story = withMocks({
  timers: activeTimersFailureHandlers({ status: 401, message: 'Unauthorized' }),
});
Unauthorized.play = async ({ canvasElement }) => {
  await expect(
    await within(document.body).findByText('You are logged out. Logging in again...'),
  ).toBeVisible();
  await expect(await within(canvasElement).findByText('Sign-in page')).toBeVisible();
};

export const Refresh: Story = (() => {
  let calls = 0;
  const mocks = createChannelMocks({ channels: [pixelAndPine, sourdoughScience] });
  return withMocks({
    ...mocks,
    timers: [
      // The first answer is an empty list; later calls fall through to the fake's two timers, so only a
      // new request after Refresh can show them.
      http.get(paths.activeTimers, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json([]) : undefined;
      }),
      ...mocks.timers,
    ],
  });
})();
Refresh.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 2, name: '0 Timers Found' })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
  await expect(await canvas.findByRole('heading', { level: 2, name: '2 Timers Found' })).toBeVisible();
};

export const DeleteTimer: Story = withMocks(createChannelMocks());
DeleteTimer.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(document.body);
  await canvas.findByRole('heading', { level: 2, name: '4 Timers Found' });
  await userEvent.click(canvas.getByRole('button', { name: 'Delete timer for Sourdough Science' }));
  const dialog = await body.findByRole('alertdialog', { name: 'Delete Timer' });
  await expect(
    within(dialog).getByText(
      'Are you sure you want to delete the timer for the channel? This action cannot be undone.',
    ),
  ).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Timer' }));
  await expect(await body.findByText('Timer Deleted')).toBeVisible();
  await expect(body.getByText('The timer has been deleted successfully.')).toBeVisible();
  // The deleted card's buttons are gone: focus is on the page's heading, not the top of the document.
  await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Active Timers' })).toHaveFocus());
  await expect(await canvas.findByRole('heading', { level: 2, name: '3 Timers Found' })).toBeVisible();
  await expect(cardNames(canvasElement)).not.toContain('Sourdough Science');
};

export const DeleteCancelled: Story = withMocks(createChannelMocks());
DeleteCancelled.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(document.body);
  await canvas.findByRole('heading', { level: 2, name: '4 Timers Found' });
  await userEvent.click(canvas.getByRole('button', { name: 'Delete timer for Pixel & Pine Studio' }));
  const dialog = await body.findByRole('alertdialog', { name: 'Delete Timer' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  await expect(cardNames(canvasElement)).toHaveLength(4);
};

export const DeleteFails: Story = withMocks(channelScenarios.deleteTimerFails());
DeleteFails.play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const body = within(document.body);
  await canvas.findByRole('heading', { level: 2, name: '4 Timers Found' });
  await userEvent.click(canvas.getByRole('button', { name: 'Delete timer for Pixel & Pine Studio' }));
  await userEvent.click(
    within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Delete Timer' }),
  );
  await expect(await body.findByText('Failed to delete timer')).toBeVisible();
  await expect(body.getByText('Error')).toBeVisible();
  await expect(cardNames(canvasElement)).toHaveLength(4);
};
