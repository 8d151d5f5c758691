import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { DEFAULT_SETTINGS, INTERNAL_SERVER_ERROR, paths, type Settings } from '@channel-countdown/contract';
import { NowProvider } from '@channel-countdown/features';
import { ChannelPageScreen } from '@channel-countdown/features/channel-page';
import {
  FIXTURE_NOW,
  channelFixtures,
  createChannelDataMocks,
  createChannelMocks,
  createNotificationMocks,
  createSettingsHandlers,
  handlers,
  makeChannel,
  oldMapsExplained,
  snapshotAt,
  trailRunningDaily,
  type ChannelDataOptions,
  type ChannelMockOptions,
} from '@channel-countdown/features/mocks';
import { showEverySection } from './showEverySection';

/**
 * /channels/:id over the channel fake and the channel data mocks (histories, uploads and cycles derived
 * from the five fixture channels). The clock is pinned at FIXTURE_NOW.
 */
const meta = {
  title: 'Features/Channels/Channel Page',
  component: ChannelPageScreen,
  render: () => (
    <Routes>
      <Route path="/channels/:id" element={<ChannelPageScreen />} />
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
  parameters: {
    route: '/channels/1',
    msw: { handlers: { ...handlers, ...createChannelMocks(), ...createChannelDataMocks() } },
  },
} satisfies Meta<typeof ChannelPageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story at `route` with its own channel fake and channel data. */
const at = (route: string, channels: ChannelMockOptions = {}, data: ChannelDataOptions = {}) => ({
  parameters: {
    route,
    msw: {
      handlers: {
        ...handlers,
        ...createChannelMocks(channels),
        ...createChannelDataMocks({ channels: channels.channels, ...data }),
      },
    },
  },
});

const figure = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const RunningCycle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pixel & Pine Studio' })).toBeVisible();
    await expect(document.title).toBe('Pixel & Pine Studio · Channel Countdown');
    await expect(canvas.getByText('UCpixelPineStudio0000001')).toBeVisible();
    await expect(canvas.getByText('Connected Jun 14, 2026')).toBeVisible();
    await expect(canvas.getByText('Last upload 2 days ago')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('3d 4h 12m');
    await expect(canvas.getByRole('link', { name: 'View Channel' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/channel/UCpixelPineStudio0000001',
    );
    const subscribers = figure(canvasElement, 'Subscribers');
    await expect(subscribers.getByText('128.4K')).toBeVisible();
    // The changes read the last 30 days' snapshots (the chart's range): the 30-day one starts at the range's first,
    // here the fixture's daily 06:00 snapshot 29 days and 18 hours ago.
    await waitFor(() =>
      expect(subscribers.getAllByRole('definition').map((d) => d.textContent)).toEqual([
        '+319',
        '+1.6K',
        '+6.8K',
      ]),
    );
    await expect(
      await canvas.findByRole('group', { name: /Subscribers history chart, 31 points/ }),
    ).toBeVisible();
    await showEverySection(canvasElement);
    await expect(await canvas.findByRole('link', { name: /Behind the scenes/ })).toHaveAttribute(
      'href',
      expect.stringContaining('youtube.com/watch?v='),
    );
    const cycles = within(await canvas.findByRole('table', { name: 'Cycles, newest first' }));
    await expect(cycles.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByText('80%')).toBeVisible();
    await expect(
      canvas.getByText('Devlog #48 goes live Friday — check the thumbnail A/B test.'),
    ).toBeVisible();
  },
};

export const JustConnected: Story = {
  ...at('/channels/2', {}, { uploads: { 2: [] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sourdough Science' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Only one snapshot so far' })).toBeVisible();
    await expect(canvas.getByText(/The history grows as the channel is refreshed/)).toBeVisible();
    // No snapshot is a day old yet: every change is unknown, never a made-up zero.
    await waitFor(() =>
      expect(
        figure(canvasElement, 'Subscribers')
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['—', '—', '—']),
    );
    await showEverySection(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No uploads yet' })).toBeVisible();
    await expect(
      within(canvas.getByRole('region', { name: 'What changed' })).getByText('No changes seen yet'),
    ).toBeVisible();
    await expect(canvas.getByText('No notes for this channel yet.')).toBeVisible();
  },
};

const keyless = makeChannel(4, {
  ...trailRunningDaily,
  countsApproximate: true,
  viewCount: null,
  subscriberCount: 45_000,
});

export const PausedWithApproximateFigures: Story = {
  ...at('/channels/4', { channels: [keyless, ...channelFixtures.filter((c) => c.id !== 4)] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Trail Running Daily' })).toBeVisible();
    await expect(canvas.getByText('Paused')).toBeVisible();
    await expect(figure(canvasElement, 'Subscribers').getByText('≈45.0K')).toBeVisible();
    await expect(figure(canvasElement, 'Views').getByText('—')).toBeVisible();
    await waitFor(() =>
      expect(figure(canvasElement, 'Subscribers').getAllByRole('definition')[1]).toHaveTextContent(/^≈\+/),
    );
    await showEverySection(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Cycles, newest first' })).toBeVisible();
  },
};

export const NoTimer: Story = {
  ...at('/channels/5'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Old Maps Explained' })).toBeVisible();
    await expect(canvas.getByText('No timer')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await showEverySection(canvasElement);
    await expect(await canvas.findByText('50%')).toBeVisible();
  },
};

const DAY = 24 * 60 * 60 * 1000;
/** 50 subscribers short of 10K after four weeks of steady growth (7 a day), as YouTube shows it: 9,950. */
const nearTenK = makeChannel(5, { ...oldMapsExplained, subscriberCount: 9_950 });
const nearTenKHistory = Array.from({ length: 29 }, (_, index) => {
  const daysAgo = 28 - index;
  const shown = Math.round((9_953 - 7 * daysAgo) / 10) * 10;
  return snapshotAt(daysAgo * DAY, {
    subscriberCount: shown,
    videoCount: nearTenK.videoCount,
    viewCount: (nearTenK.viewCount ?? 0) - 900 * daysAgo,
    approximate: false,
  });
});

/**
 * The Milestones panel of a channel 50 short of 10K whose counts YouTube rounds to three significant digits:
 * the estimate is a range of dates, widened by the rounding, and the panel says why; the alert it had for
 * 9K went out when the channel reached it.
 */
export const MilestonesWithRoundedCounts: Story = {
  ...at(
    '/channels/5',
    { channels: [...channelFixtures.filter((c) => c.id !== 5), nearTenK] },
    {
      history: { 5: nearTenKHistory },
      milestoneAlerts: { 5: { milestone: 9_000, reachedAt: '2026-11-02T06:00:00.000Z' } },
    },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Milestones' }));
    const next = within(await panel.findByRole('list', { name: 'Next milestones' }));
    const items = next.getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      '10K subscribers',
      '100K subscribers',
      '1M subscribers',
    ]);
    await expect(items[0]).toHaveTextContent(/About \d+–\d+ days — between Nov \d+ and Nov \d+/);
    await expect(
      panel.getByText("YouTube rounds this channel's public count, so the estimate is wider."),
    ).toBeVisible();
    await expect(panel.getByText('Reached 9K on Nov 2: your alert went out.')).toBeVisible();
    await expect(panel.getByRole('button', { name: /No alert/ })).toBeVisible();
  },
};

/** Choosing a milestone alert: saved at once, and the milestone says so. */
export const MilestoneAlert: Story = {
  ...at('/channels/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Milestones' }));
    await panel.findByRole('list', { name: 'Next milestones' });
    await expect(
      panel.queryByText("YouTube rounds this channel's public count, so the estimate is wider."),
    ).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: /Milestone alert/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'At 200K' }));
    await expect(await panel.findByText('Alert set')).toBeVisible();
    await expect(panel.getByRole('button', { name: /At 200K/ })).toBeVisible();
    await waitFor(async () =>
      expect((await (await fetch(paths.channelMilestones(1))).json()).alert).toEqual({
        milestone: 200_000,
        reachedAt: null,
      }),
    );
    await waitFor(() => expect(panel.getByRole('button', { name: /At 200K/ })).toBeEnabled());
  },
};

/** Channel 1's page with a notification fake of its own (reminder choices kept per channel). */
const withReminders = (options: Parameters<typeof createNotificationMocks>[0] = {}, settings?: Settings) => ({
  route: '/channels/1',
  msw: {
    handlers: {
      ...handlers,
      ...createChannelMocks(),
      ...createChannelDataMocks(),
      notifications: createNotificationMocks(options).handlers,
      ...(settings ? { settings: createSettingsHandlers({ settings }) } : {}),
    },
  },
});

/** Opens the header's bell and gives its dialog once the choices are read. */
async function openReminders(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Reminders' }));
  const dialog = await within(document.body).findByRole('dialog', {
    name: 'Reminders for Pixel & Pine Studio',
  });
  await within(dialog).findByRole('table', { name: 'Where each reminder goes' });
  return within(dialog);
}

/**
 * The header's bell: which of the channel's events reach the app, push, email and each destination. Email and
 * the Team Discord are turned off for new uploads, each kept by the server; the Discord takes new uploads
 * only, so its other events cannot be chosen here.
 */
export const RemindersBell: Story = {
  parameters: withReminders(),
  play: async ({ canvasElement }) => {
    const dialog = await openReminders(canvasElement);
    // Email Updates are off by default in Settings, which come first: the row says so, and so does each box.
    await expect(dialog.getByRole('rowheader', { name: /^Email/ })).toHaveTextContent('EmailOff in Settings');
    const email = dialog.getByRole('checkbox', { name: 'Email: New upload (off in Settings)' });
    await expect(email).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Team Discord: Timer ending soon' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Studio server: Timer ending soon' })).toBeChecked();
    await userEvent.click(email);
    await expect(email).not.toBeChecked();
    // The keyboard reaches each box: Space on the focused one toggles it.
    dialog.getByRole('checkbox', { name: 'Team Discord: New upload' }).focus();
    await userEvent.keyboard(' ');
    await expect(dialog.getByRole('checkbox', { name: 'Team Discord: New upload' })).not.toBeChecked();
    await waitFor(async () =>
      expect(await (await fetch(paths.channelReminders(1))).json()).toEqual({
        muted: false,
        off: [
          { event: 'new-upload', medium: 'email' },
          { event: 'new-upload', medium: 'destination:2' },
        ],
        mutedUploadKinds: [],
      }),
    );
    await expect(dialog.getByRole('checkbox', { name: 'In the app: New upload' })).toBeChecked();
  },
};

/**
 * The user's own switches in Settings come before the channel's choices: with Push Notifications and the
 * ending warning off there, the push row and the ending column say so, and the boxes they hold say so too.
 */
export const RemindersFollowSettings: Story = {
  parameters: withReminders(
    {},
    {
      ...DEFAULT_SETTINGS,
      notifications: {
        ...DEFAULT_SETTINGS.notifications,
        pushNotifications: false,
        timerWarning: false,
        emailUpdates: true,
      },
    },
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openReminders(canvasElement);
    await expect(dialog.getByRole('rowheader', { name: /^Push/ })).toHaveTextContent('PushOff in Settings');
    await expect(dialog.getByRole('columnheader', { name: /^Timer ending soon/ })).toHaveTextContent(
      'Timer ending soonOff in Settings',
    );
    await expect(dialog.getByRole('checkbox', { name: 'Push: New upload (off in Settings)' })).toBeChecked();
    await expect(
      dialog.getByRole('checkbox', { name: 'Email: Timer ending soon (off in Settings)' }),
    ).toBeChecked();
    // What Settings let through is named plainly.
    await expect(dialog.getByRole('checkbox', { name: 'Email: New upload' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'In the app: Timer completed' })).toBeChecked();
  },
};

/** Muting the whole channel from the bell: every choice is held off, and the button says Muted. */
export const RemindersMuted: Story = {
  parameters: withReminders(),
  play: async ({ canvasElement }) => {
    const dialog = await openReminders(canvasElement);
    const mute = dialog.getByRole('switch', { name: 'Mute this channel' });
    await userEvent.click(mute);
    await expect(mute).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Push: Timer completed' })).toBeDisabled();
    await waitFor(async () =>
      expect(await (await fetch(paths.channelMute(1))).json()).toEqual({ muted: true }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(await within(canvasElement).findByRole('button', { name: 'Muted' })).toBeVisible();
  },
};

/**
 * New uploads of one kind can be kept out of every medium: with Shorts unchecked the server keeps them muted,
 * and the channel's other uploads and events still remind.
 */
export const RemindersMuteShorts: Story = {
  parameters: withReminders(),
  play: async ({ canvasElement }) => {
    const dialog = await openReminders(canvasElement);
    const kinds = within(dialog.getByRole('group', { name: 'New uploads that remind you' }));
    const shorts = kinds.getByRole('checkbox', { name: 'Shorts' });
    await expect(shorts).toBeChecked();
    await userEvent.click(shorts);
    await expect(shorts).not.toBeChecked();
    await expect(kinds.getByRole('checkbox', { name: 'Regular videos' })).toBeChecked();
    await expect(kinds.getByRole('checkbox', { name: 'Live streams and premieres' })).toBeChecked();
    await waitFor(async () =>
      expect(await (await fetch(paths.channelReminders(1))).json()).toEqual({
        muted: false,
        off: [],
        mutedUploadKinds: ['short'],
      }),
    );
    await expect(dialog.getByRole('checkbox', { name: 'Push: New upload' })).toBeChecked();
  },
};

/**
 * On a 390 px phone the bell's choices fit without sideways scrolling: each event is a group of its own, its
 * media as labelled check boxes, instead of the grid of five events.
 */
export const RemindersOnPhone: Story = {
  name: 'Reminders on a phone (390 px): one group per event',
  parameters: withReminders(),
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Reminders' }));
    const dialogElement = await within(document.body).findByRole('dialog', {
      name: 'Reminders for Pixel & Pine Studio',
    });
    const dialog = within(dialogElement);
    const events = within(await dialog.findByRole('group', { name: 'Where each reminder goes' }));
    const upload = within(events.getByRole('group', { name: 'New upload' }));
    const push = upload.getByRole('checkbox', { name: 'Push: New upload' });
    await expect(push).toBeVisible();
    await expect(dialog.queryByRole('table')).toBeNull();
    // Nothing is wider than the phone or its dialog.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    for (const element of [dialogElement, ...dialogElement.querySelectorAll<HTMLElement>('fieldset')])
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
    await expect(dialogElement.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    await userEvent.click(push);
    await expect(push).not.toBeChecked();
    await waitFor(async () =>
      expect(await (await fetch(paths.channelReminders(1))).json()).toMatchObject({
        off: [{ event: 'new-upload', medium: 'push' }],
      }),
    );
  },
};

/**
 * The latest uploads say their kind (video, Short, live) and can be filtered by it from the keyboard: the chips
 * are one stop of Tab, the arrow keys move between them and Space picks one.
 */
export const UploadsByKind: Story = {
  ...at('/channels/1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showEverySection(canvasElement);
    const section = within(
      (await canvas.findByRole('heading', { name: 'Latest uploads' })).closest('section')!,
    );
    const filter = within(await section.findByRole('radiogroup', { name: 'Show uploads' }));
    await expect(filter.getByRole('radio', { name: 'All' })).toBeChecked();
    const all = await section.findAllByRole('listitem');
    await expect(all).toHaveLength(6);
    await expect(within(all[0]!).getByText('Video')).toBeVisible();
    await expect(within(all[1]!).getByText('Live')).toBeVisible();
    await expect(within(all[2]!).getByText('Short')).toBeVisible();
    filter.getByRole('radio', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expect(filter.getByRole('radio', { name: 'Shorts' })).toBeChecked();
    const shorts = section.getAllByRole('listitem');
    await expect(shorts).toHaveLength(3);
    for (const item of shorts) await expect(within(item).getByText('Short')).toBeVisible();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(filter.getByRole('radio', { name: 'Live' })).toBeChecked();
    await expect(section.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** A choice the server refuses goes back, and the dialog says why. */
export const RemindersSaveFails: Story = {
  parameters: withReminders({
    saveFailure: { status: 500, message: INTERNAL_SERVER_ERROR },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await openReminders(canvasElement);
    const push = dialog.getByRole('checkbox', { name: 'Push: Timer completed' });
    await userEvent.click(push);
    await expect(
      await dialog.findByText('Your change could not be saved, so it was put back. Please try again.'),
    ).toBeVisible();
    await expect(push).toBeChecked();
  },
};

/**
 * Each cycle says whether the channel uploaded inside it (the fixture channel uploads every four days), the
 * summary gives the runs of cycles with an upload, and the switch makes each new upload restart the cycle.
 */
export const CycleOutcomes: Story = {
  parameters: {
    route: '/channels/1',
    msw: { handlers: { ...handlers, ...createChannelMocks(), ...createChannelDataMocks() } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await showEverySection(canvasElement);
    const table = within(await canvas.findByRole('table', { name: 'Cycles, newest first' }));
    const outcomes = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.lastElementChild?.textContent);
    // Every cycle has an outcome: uploaded (how many, the first when) or none.
    await expect(
      outcomes.every((text) => /^(No upload|\d+ uploads?, the first \w{3} \d{1,2}, \d{4})$/.test(text ?? '')),
    ).toBe(true);
    await expect(outcomes.some((text) => text !== 'No upload')).toBe(true);
    await expect(canvas.getByText('Cycles in a row with an upload')).toBeVisible();
    await expect(canvas.getByText('Longest run')).toBeVisible();
    const restart = await canvas.findByRole('switch', { name: 'Restart the cycle on each new upload' });
    await waitFor(() => expect(restart).toBeEnabled());
    await expect(restart).not.toBeChecked();
    await userEvent.click(restart);
    await expect(restart).toBeChecked();
    await waitFor(async () =>
      expect(await (await fetch(paths.channelCadence(1))).json()).toEqual({ restartOnUpload: true }),
    );
  },
};

export const ChartKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: /Subscribers history chart/ });
    await userEvent.click(canvas.getByRole('radio', { name: '7D' }));
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: /Subscribers history chart, 8 points/ })).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Views' }));
    await expect(await canvas.findByRole('group', { name: /Views history chart, 8 points/ })).toBeVisible();
    (await canvas.findByRole('group', { name: /Views history chart/ })).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    const tooltip = await canvas.findByTestId('chart-tooltip');
    await expect(tooltip).toHaveTextContent('Nov 19, 2026, 6:00 AM');
    // The exact figure, not a compact one rounded to a decimal ('1.2M' read the same every day).
    await expect(tooltip.querySelector('strong')?.textContent).toMatch(/^≈?\d{1,3}(,\d{3})+$/);
  },
};

export const LongHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('group', { name: /Subscribers history chart/ });
    const range = within(canvas.getByRole('radiogroup', { name: 'Time range' }));
    await userEvent.click(range.getByRole('radio', { name: 'All' }));
    await expect(
      await canvas.findByRole('group', { name: /Subscribers history chart, 160 points/ }),
    ).toBeVisible();
  },
};

export const LoadingChannel: Story = at('/channels/1', { pending: { channels: true } });

export const LoadingSections: Story = {
  ...at('/channels/1', {}, { pending: { history: true, uploads: true, cycles: true, changes: true } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pixel & Pine Studio' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading history' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Loading uploads' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Loading changes' })).toBeVisible();
  },
};

const serverError = { status: 500, message: 'Internal Server Error' };

export const SectionErrors: Story = {
  ...at(
    '/channels/1',
    {},
    { failures: { history: serverError, uploads: serverError, cycles: serverError, changes: serverError } },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load the history' })).toBeVisible();
    await showEverySection(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load the uploads' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Could not load the changes' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Could not load the cycles' })).toBeVisible();
    // Each says the server's message, without the status before it, and offers to try again.
    await expect(canvas.getAllByText('Internal Server Error', { exact: true })).toHaveLength(4);
    await expect(canvas.queryByText(/500/)).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Try Again' })).toHaveLength(4);
  },
};

export const ChannelError: Story = {
  ...at('/channels/1', { failures: { channels: serverError } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load the channel' })).toBeVisible();
    await expect(canvas.getByText('Internal Server Error', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

export const NotFound: Story = {
  ...at('/channels/999'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  },
};
