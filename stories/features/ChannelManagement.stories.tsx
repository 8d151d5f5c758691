import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { DEFAULT_SETTINGS } from '@channel-countdown/contract';
import { NowProvider } from '@channel-countdown/features';
import { DashboardScreen } from '@channel-countdown/features/dashboard';
import { TimersScreen } from '@channel-countdown/features/timers';
import {
  FIXTURE_NOW,
  createChannelMocks,
  createSettingsHandlers,
  handlers,
  midnightSynthwave,
  pixelAndPine,
  sourdoughScience,
  trailRunningDaily,
  type ChannelMocks,
} from '@channel-countdown/features/mocks';

/**
 * Issue 19's channel management on the dashboard and the timers page, over the stateful channel fake:
 * each card's 'More actions' menu pauses or resumes the running cycle, starts a new one when none runs,
 * and removes the channel; the timers page pauses and resumes. The clock is pinned at FIXTURE_NOW.
 */
function Screens() {
  return (
    <Routes>
      <Route path="/" element={<DashboardScreen />} />
      <Route path="/timers" element={<TimersScreen />} />
    </Routes>
  );
}

const withMocks = (mocks: ChannelMocks = createChannelMocks(), settings = createSettingsHandlers()) => ({
  parameters: { msw: { handlers: { ...handlers, ...mocks, settings } } },
});

const meta = {
  title: 'Features/Dashboard/Channel Management',
  component: Screens,
  decorators: [
    (Story) => (
      <NowProvider now={FIXTURE_NOW}>
        <Story />
      </NowProvider>
    ),
  ],
} satisfies Meta<typeof Screens>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function cardOf(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('article', { name }));
}

async function chooseAction(canvasElement: HTMLElement, channelName: string, item: string) {
  const card = await cardOf(canvasElement, channelName);
  await userEvent.click(await card.findByRole('button', { name: `More actions for ${channelName}` }));
  await userEvent.click(await body().findByRole('menuitem', { name: item }));
}

export const PauseAndResume: Story = {
  ...withMocks(),
  play: async ({ canvasElement }) => {
    const name = pixelAndPine.channelName;
    await chooseAction(canvasElement, name, 'Pause Timer');
    await expect(await body().findByText('Timer Paused')).toBeVisible();
    const card = await cardOf(canvasElement, name);
    await waitFor(() => expect(card.getAllByText('Paused').length).toBeGreaterThan(0));
    // Paused, the countdown stands still at its time left (as /timers shows it); the menu now offers Resume.
    await expect(card.getByRole('timer')).toHaveTextContent(/^\d+d \d+h \d+m$/);
    await userEvent.click(await card.findByRole('button', { name: `More actions for ${name}` }));
    await expect(await body().findByRole('menuitem', { name: 'Resume Timer' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
  },
};

/** The menu is a menu button: ArrowDown opens it on the first item, Enter acts. */
export const KeyboardMenu: Story = {
  ...withMocks(),
  play: async ({ canvasElement }) => {
    const name = trailRunningDaily.channelName;
    const card = await cardOf(canvasElement, name);
    (await card.findByRole('button', { name: `More actions for ${name}` })).focus();
    await userEvent.keyboard('{ArrowDown}');
    const resume = await body().findByRole('menuitem', { name: 'Resume Timer' });
    await waitFor(() => expect(resume).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByText('Timer Resumed')).toBeVisible();
    await waitFor(() => expect(card.getByRole('timer')).toBeVisible());
  },
};

export const StartNewCycle: Story = {
  ...withMocks(),
  play: async ({ canvasElement }) => {
    const name = midnightSynthwave.channelName;
    await chooseAction(canvasElement, name, 'Start New Cycle');
    const dialog = within(await body().findByRole('dialog', { name: 'Start New Cycle' }));
    const duration = dialog.getByRole('slider', { name: 'Duration (days)' });
    // It starts at the saved default duration.
    await expect(duration).toHaveValue(String(DEFAULT_SETTINGS.timers.defaultDuration));
    await userEvent.click(duration);
    await userEvent.keyboard('{ArrowRight}');
    await expect(duration).toHaveValue('8');
    await userEvent.click(dialog.getByRole('button', { name: 'Start Timer' }));
    await expect(await body().findByText('Timer Started')).toBeVisible();
    const card = await cardOf(canvasElement, name);
    await waitFor(() => expect(card.getByRole('timer')).toHaveTextContent('8d 0h 0m'));
  },
};

export const RemoveChannel: Story = {
  ...withMocks(),
  play: async ({ canvasElement }) => {
    const name = sourdoughScience.channelName;
    await chooseAction(canvasElement, name, 'Remove Channel');
    const dialog = within(await body().findByRole('alertdialog', { name: 'Remove Channel' }));
    // The confirmation names the channel.
    await expect(dialog.getByText(name)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Channel' }));
    await expect(await body().findByText('Channel Removed')).toBeVisible();
    await waitFor(() => expect(within(canvasElement).queryByRole('article', { name })).toBeNull());
  },
};

export const RemoveFails: Story = {
  ...withMocks(createChannelMocks({ failures: { manage: { status: 404, message: 'Channel not found' } } })),
  play: async ({ canvasElement }) => {
    const name = sourdoughScience.channelName;
    await chooseAction(canvasElement, name, 'Remove Channel');
    const dialog = within(await body().findByRole('alertdialog', { name: 'Remove Channel' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Channel' }));
    await expect(await body().findByText('Failed to remove channel')).toBeVisible();
    await expect(body().getByText('Channel not found')).toBeVisible();
    await expect(await within(canvasElement).findByRole('article', { name })).toBeVisible();
  },
};

/** Settings › Show Countdown off: no card shows the time left; the status badges stay. */
export const CountdownHidden: Story = {
  ...withMocks(
    createChannelMocks(),
    createSettingsHandlers({
      settings: { ...DEFAULT_SETTINGS, timers: { ...DEFAULT_SETTINGS.timers, showCountdown: false } },
    }),
  ),
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, pixelAndPine.channelName);
    await waitFor(() => expect(card.queryByRole('timer')).toBeNull());
    await expect(within(canvasElement).queryByText('REMAINING')).toBeNull();
    await expect(card.getAllByText('Active').length).toBeGreaterThan(0);
    // Every card, the ones after the first row included (they render in a later transition).
    await waitFor(() => expect(within(canvasElement).getAllByRole('article')).toHaveLength(5));
  },
};

/** The timers page: pausing makes the Paused filter list it, with its time left standing still. */
export const TimersPagePause: Story = {
  ...withMocks(),
  parameters: { ...withMocks().parameters, route: '/timers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = pixelAndPine.channelName;
    await userEvent.click(await canvas.findByRole('button', { name: `Pause Timer for ${name}` }));
    await expect(await body().findByText('Timer Paused')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Paused' }));
    const card = within(await canvas.findByRole('article', { name }));
    await expect(card.getByRole('button', { name: `Resume Timer for ${name}` })).toBeVisible();
    await expect(canvas.getByRole('article', { name: trailRunningDaily.channelName })).toBeVisible();
  },
};
