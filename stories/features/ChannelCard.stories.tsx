import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NowProvider } from '@channel-countdown/features';
import { ChannelCard, timeLeftText, useChannels } from '@channel-countdown/features/channels';
import {
  BROKEN_THUMBNAIL,
  FIXTURE_NOW,
  channelScenarios,
  fixtureTime,
  createChannelMocks,
  handlers,
  makeChannel,
  midnightSynthwave,
  oldMapsExplained,
  pixelAndPine,
  sourdoughScience,
  trailRunningDaily,
  type ChannelFixture,
  type ChannelMocks,
} from '@channel-countdown/features/mocks';

/**
 * One channel card, read from the fake server's channel list (so a refresh or a deleted timer shows the
 * next GET), at the fixture clock.
 */
function CardFromServer({ channelId }: { channelId: number }) {
  const { data } = useChannels();
  const channel = data?.find((c) => c.id === channelId);
  return (
    <div style={{ maxWidth: 360, padding: 24 }}>
      {channel ? <ChannelCard channel={channel} /> : <p>Loading…</p>}
    </div>
  );
}

const mocksFor = (
  channel: ChannelFixture,
  mocks: ChannelMocks = createChannelMocks({ channels: [channel] }),
) => ({
  args: { channelId: channel.id },
  parameters: { msw: { handlers: { ...handlers, ...mocks } } },
});

const meta = {
  title: 'Features/ChannelCard/ChannelCard',
  component: CardFromServer,
  decorators: [
    (Story) => (
      <NowProvider now={FIXTURE_NOW}>
        <Story />
      </NowProvider>
    ),
  ],
} satisfies Meta<typeof CardFromServer>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return canvas.findByRole('article');
};

/** Running timer, two notes, 128.4K subscribers: red card, 'Active', REMAINING countdown. */
export const Active: Story = {
  ...mocksFor(pixelAndPine),
  play: async ({ canvasElement }) => {
    const article = await card(canvasElement);
    const inCard = within(article);
    await expect(article).toHaveAttribute('data-timer', 'running');
    await expect(inCard.getByRole('heading', { name: 'Pixel & Pine Studio' })).toBeVisible();
    await expect(inCard.getByText('Since Jun 14, 2026')).toBeVisible();
    await expect(inCard.getByText('REMAINING')).toBeVisible();
    await expect(inCard.getByRole('timer')).toHaveTextContent('3d 4h 12m');
    await expect(inCard.getByText('128.4K')).toBeVisible();
    await expect(inCard.getByText('342')).toBeVisible();
    await expect(inCard.getAllByText('Active')).toHaveLength(2);
    await expect(await inCard.findByRole('button', { name: 'Notes (2)' })).toBeVisible();
    await expect(await inCard.findByRole('button', { name: 'Delete timer' })).toBeVisible();
    const link = await inCard.findByRole('link', { name: 'View Channel' });
    await expect(link).toHaveAttribute('href', 'https://www.youtube.com/channel/UCpixelPineStudio0000001');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(inCard.queryByRole('img', { name: 'Channel data needs refresh' })).toBeNull();
  },
};

/** Connected 30 minutes ago: '6d 23h 30m', no notes, 999 subscribers shown plainly. */
/** Icon buttons have tooltips (the ui Tooltip, after 700 ms of hover). */
export const IconButtonTooltips: Story = {
  ...mocksFor(pixelAndPine),
  play: async ({ canvasElement }) => {
    const inCard = within(await card(canvasElement));
    const page = within(document.body);
    const refresh = await inCard.findByRole('button', { name: 'Refresh channel data' });
    await userEvent.hover(refresh);
    await expect(page.queryByRole('tooltip')).toBeNull();
    const tip = await page.findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tip).toHaveTextContent('Refresh channel data');
    await userEvent.unhover(refresh);
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
};

export const JustConnected: Story = {
  ...mocksFor(sourdoughScience),
  play: async ({ canvasElement }) => {
    const inCard = within(await card(canvasElement));
    await expect(inCard.getByRole('timer')).toHaveTextContent('6d 23h 30m');
    await expect(inCard.getByText('999')).toBeVisible();
    await expect(await inCard.findByRole('button', { name: 'Notes (0)' })).toBeVisible();
    await expect(inCard.queryByRole('list', { name: 'Notes preview' })).toBeNull();
  },
};

/** The timer ended two hours ago: green card, 'Done', 'Completed'; four notes → two previews and '+2 more'. */
export const ExpiredTimer: Story = {
  ...mocksFor(midnightSynthwave),
  play: async ({ canvasElement }) => {
    const article = await card(canvasElement);
    const inCard = within(article);
    await expect(article).toHaveAttribute('data-timer', 'idle');
    await expect(inCard.getByRole('timer')).toHaveTextContent('Completed');
    await expect(inCard.getAllByText('Done')).toHaveLength(2);
    await expect(inCard.getByText('2.4M')).toBeVisible();
    const previews = inCard.getByRole('list', { name: 'Notes preview' });
    await expect(within(previews).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(previews).getByText('+2 more')).toBeVisible();
    // The preview sits below the header, so cards in a row keep their headers aligned.
    const name = inCard.getByRole('heading', { level: 3 });
    await expect(previews.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      name.getBoundingClientRect().bottom,
    );
    // A timer that ended can still be deleted.
    await expect(await inCard.findByRole('button', { name: 'Delete timer' })).toBeVisible();
  },
};

/** Paused: 'Paused' badge, its time left standing still as /timers shows it, still red (not ended). */
export const Paused: Story = {
  ...mocksFor(trailRunningDaily),
  play: async ({ canvasElement }) => {
    const article = await card(canvasElement);
    const inCard = within(article);
    await expect(inCard.getAllByText('Paused')).toHaveLength(2);
    const left = timeLeftText(trailRunningDaily.timer!, FIXTURE_NOW);
    await expect(left).toMatch(/^\d+d \d+h \d+m$/);
    await expect(inCard.getByRole('timer')).toHaveTextContent(left);
    await expect(article).toHaveAttribute('data-timer', 'running');
  },
};

/**
 * No timer (deleted), data 3 days old, no thumbnail: green, 'No timer' (not a completed cycle's 'Done'), the
 * stale dot, the fallback image, no delete button.
 */
export const StaleWithoutTimerOrThumbnail: Story = {
  ...mocksFor(oldMapsExplained),
  play: async ({ canvasElement }) => {
    const article = await card(canvasElement);
    const inCard = within(article);
    await expect(article).toHaveAttribute('data-timer', 'idle');
    await expect(inCard.getAllByText('No timer')).toHaveLength(2);
    await expect(inCard.queryByText('Done')).toBeNull();
    const dot = inCard.getByRole('img', { name: 'Channel data needs refresh' });
    await expect(dot).toHaveAttribute('title', 'Channel data needs refresh');
    await expect(article.querySelector('img[data-fallback]')).not.toBeNull();
    await expect(inCard.queryByRole('button', { name: 'Delete timer' })).toBeNull();
    await expect(inCard.queryByText('REMAINING')).toBeNull();
  },
};

/** A thumbnail that fails to load is replaced by the fallback image. */
export const BrokenThumbnail: Story = {
  ...mocksFor(makeChannel(7, { channelName: 'Broken Thumbnail Channel', thumbnailUrl: BROKEN_THUMBNAIL })),
  play: async ({ canvasElement }) => {
    const article = await card(canvasElement);
    await waitFor(() => expect(article.querySelector('img[data-fallback]')).not.toBeNull());
  },
};

/** The keyless provider knows no counts, and the creation date is unknown: '—' and 'Recently'. */
export const UnknownCountsAndDate: Story = {
  ...mocksFor(
    makeChannel(8, { channelName: 'Keyless Lookup', subscriberCount: null, videoCount: null, createdAt: '' }),
  ),
  play: async ({ canvasElement }) => {
    const inCard = within(await card(canvasElement));
    await expect(inCard.getAllByText('—')).toHaveLength(2);
    await expect(inCard.getByText('Recently')).toBeVisible();
  },
};

/** Counts read from YouTube's page without an API key are rounded: each is marked '≈'. */
export const ApproximateCounts: Story = {
  ...mocksFor(
    makeChannel(9, {
      channelName: 'Keyless Counts',
      subscriberCount: 1_660_000,
      videoCount: 3400,
      countsApproximate: true,
    }),
  ),
  play: async ({ canvasElement }) => {
    const inCard = within(await card(canvasElement));
    await expect(inCard.getByText('≈1.6M')).toBeVisible();
    await expect(inCard.getByText('≈3400')).toBeVisible();
  },
};

/** The subscribers gained over the last day and week (issue 43): signed, a loss with a minus, unknown as '—'. */
export const SubscriberGains: Story = {
  ...mocksFor(
    makeChannel(10, {
      channelName: 'Growing Channel',
      subscriberCount: 48_200,
      subscriberChange: { lastDay: -56, lastWeek: 1_650 },
    }),
  ),
  play: async ({ canvasElement }) => {
    const gains = within((await card(canvasElement)).querySelector<HTMLElement>('[role="group"]')!);
    await expect(gains.getByText('Last day')).toBeVisible();
    await expect(gains.getByText('−56')).toBeVisible();
    await expect(gains.getByText('+1.6K')).toBeVisible();
  },
};

/** The runs of cycles with an upload: the one going on and the longest, under the figures. */
export const UploadStreak: Story = {
  ...mocksFor(
    makeChannel(10, {
      channelName: 'Steady Channel',
      subscriberChange: { lastDay: 120, lastWeek: 940 },
      uploadStreak: { current: 3, longest: 7 },
    }),
  ),
  play: async ({ canvasElement }) => {
    const root = within(await card(canvasElement));
    const streak = within(root.getByRole('group', { name: 'Upload streak' }));
    await expect(streak.getByText('Cycles in a row with an upload')).toBeVisible();
    await expect(streak.getByText('3')).toBeVisible();
    await expect(streak.getByText('7')).toBeVisible();
  },
};

const HOUR = 60 * 60 * 1000;

/**
 * Figures that stay right (issue 46): the latest refresh failed, so the card keeps the last good figures, marks
 * them stale (the dot) and says when they were read.
 */
export const StaleAfterFailedRefresh: Story = {
  ...mocksFor(
    makeChannel(10, {
      channelName: 'Quiet Channel',
      subscriberCount: 48_200,
      lastFetched: fixtureTime(-5 * HOUR),
      refreshFailure: { count: 1, lastAt: fixtureTime(-HOUR), retryAt: fixtureTime(-HOUR + HOUR / 4) },
    }),
  ),
  play: async ({ canvasElement }) => {
    const inCard = within(await card(canvasElement));
    await expect(inCard.getByText('Figures read 5 hours ago: the latest refresh failed.')).toBeVisible();
    await expect(inCard.getByText('48.2K')).toBeVisible();
    await expect(inCard.getByRole('img', { name: 'Channel data needs refresh' })).toBeVisible();
    await expect(inCard.queryByText(/in a row/)).toBeNull();
  },
};

const failingChannel = makeChannel(10, {
  channelName: 'Failing Channel',
  subscriberCount: 48_200,
  lastFetched: fixtureTime(-2 * 24 * HOUR),
  refreshFailure: { count: 3, lastAt: fixtureTime(-HOUR), retryAt: fixtureTime(2 * HOUR) },
});

/** A channel failing again and again says so on its card, and when it is tried again (a backoff). */
export const RefreshKeepsFailing: Story = {
  ...mocksFor(failingChannel),
  play: async ({ canvasElement }) => {
    const inCard = within(await card(canvasElement));
    await expect(
      inCard.getByText(
        'Figures read 2 days ago: the latest refresh failed. Refreshing failed 3 times in a row; next try in 2 hours.',
      ),
    ).toBeVisible();
    await expect(inCard.getByText('48.2K')).toBeVisible();
    await expect(inCard.getByRole('img', { name: 'Channel data needs refresh' })).toBeVisible();
  },
};

/** A refresh that succeeds clears the failure: the note and the stale dot go. */
export const FailingChannelRecovers: Story = {
  ...mocksFor(failingChannel),
  play: async ({ canvasElement }) => {
    const inCard = within(await card(canvasElement));
    await expect(
      inCard.getByText(
        'Figures read 2 days ago: the latest refresh failed. Refreshing failed 3 times in a row; next try in 2 hours.',
      ),
    ).toBeVisible();
    await expect(inCard.getByText('48.2K')).toBeVisible();
    await userEvent.click(await inCard.findByRole('button', { name: 'Refresh channel data' }));
    await waitFor(() => expect(inCard.queryByText(/the latest refresh failed/)).toBeNull());
    await waitFor(() => expect(inCard.queryByRole('img', { name: 'Channel data needs refresh' })).toBeNull());
  },
};

/** Refresh: 'Channel Updated' and the stale dot goes away with the new lastFetched. */
export const RefreshSucceeds: Story = {
  ...mocksFor(oldMapsExplained),
  play: async ({ canvasElement }) => {
    const inCard = within(await card(canvasElement));
    await expect(inCard.getByRole('img', { name: 'Channel data needs refresh' })).toBeVisible();
    await userEvent.click(await inCard.findByRole('button', { name: 'Refresh channel data' }));
    const body = within(document.body);
    await expect(await body.findByText('Channel Updated')).toBeVisible();
    await expect(body.getByText('Channel data refreshed from YouTube API.')).toBeVisible();
    await waitFor(() => expect(inCard.queryByRole('img', { name: 'Channel data needs refresh' })).toBeNull());
  },
};

export const RefreshFails: Story = {
  ...mocksFor(pixelAndPine, channelScenarios.refreshFails()),
  play: async ({ canvasElement }) => {
    const inCard = within(await card(canvasElement));
    await userEvent.click(await inCard.findByRole('button', { name: 'Refresh channel data' }));
    await expect(await within(document.body).findByText('Failed to refresh channel data')).toBeVisible();
  },
};

/** A 401 on refresh: 'Unauthorized' / 'You are logged out. Logging in again...' (then /signin). */
export const RefreshUnauthorized: Story = {
  ...mocksFor(pixelAndPine, channelScenarios.refreshUnauthorized()),
  play: async ({ canvasElement }) => {
    const inCard = within(await card(canvasElement));
    await userEvent.click(await inCard.findByRole('button', { name: 'Refresh channel data' }));
    const body = within(document.body);
    await expect(await body.findByText('Unauthorized')).toBeVisible();
    await expect(body.getByText('You are logged out. Logging in again...')).toBeVisible();
  },
};
