import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { AppLayout } from '@channel-countdown/features/navigation';
import { DashboardScreen } from '@channel-countdown/features/dashboard';
import { TimersScreen } from '@channel-countdown/features/timers';
import { SettingsScreen } from '@channel-countdown/features/settings';
import { NowProvider } from '@channel-countdown/features';
import { FIXTURE_NOW, createChannelMocks, handlers } from '@channel-countdown/features/mocks';

/**
 * Whole pages as a signed-in user sees them: the real header and navigation (AppLayout) around the screen
 * of the route, as the host mounts them, on the fake server's default data. The screens' own stories show
 * their states; these show how each one sits in the page.
 */
function App() {
  return (
    <NowProvider now={FIXTURE_NOW}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<DashboardScreen />} />
          <Route path="/timers" element={<TimersScreen />} />
          <Route path="/settings" element={<SettingsScreen />} />
        </Route>
      </Routes>
    </NowProvider>
  );
}

const meta = {
  title: 'Features/Pages/Full page',
  component: App,
  parameters: { msw: { handlers: { ...handlers, ...createChannelMocks() } } },
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The layout's header is there around the screen: the brand and Add Channel. */
async function inLayout(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('link', { name: 'Channel Countdown' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Add Channel' })).toBeVisible();
  return canvas;
}

export const Dashboard: Story = {
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    const canvas = await inLayout(canvasElement);
    // The first row renders at once, the rest a moment later (ChannelGrid's cardsInFirstRow).
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5), { timeout: 5000 });
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: 'Dashboard stats' })).toHaveTextContent('5'),
    );
  },
};

export const Timers: Story = {
  parameters: { route: '/timers' },
  play: async ({ canvasElement }) => {
    const canvas = await inLayout(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: /Timers Found$/ })).toBeVisible();
  },
};

export const Settings: Story = {
  parameters: { route: '/settings' },
  play: async ({ canvasElement }) => {
    const canvas = await inLayout(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  },
};
