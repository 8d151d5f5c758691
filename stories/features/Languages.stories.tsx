import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { AppLayout } from '@channel-countdown/features/navigation';
import { AuthScreen } from '@channel-countdown/features/auth';
import { DashboardScreen } from '@channel-countdown/features/dashboard';
import { TimersScreen } from '@channel-countdown/features/timers';
import { ChannelPageScreen } from '@channel-countdown/features/channel-page';
import { AnalyticsScreen } from '@channel-countdown/features/analytics';
import { BlogsScreen } from '@channel-countdown/features/blogs';
import { SettingsScreen } from '@channel-countdown/features/settings';
import { NowProvider, type Locale } from '@channel-countdown/features';
import {
  FIXTURE_NOW,
  createChannelDataMocks,
  createChannelMocks,
  handlers,
  visitorAuthHandlers,
} from '@channel-countdown/features/mocks';
import { showEverySection } from './showEverySection';

/**
 * Every screen in the pseudo language (the English texts accented and a third longer), as a translator's
 * longest words would make it: a text that skipped the catalogs shows unaccented, and a label that no longer
 * fits shows cut or spilling. Then the screens a new user meets in Spanish and in Arabic (right to left).
 * The screenshots of these stories are the translations' layout review.
 */
function App() {
  return (
    <NowProvider now={FIXTURE_NOW}>
      <Routes>
        <Route path="/auth" element={<AuthScreen />} />
        <Route element={<AppLayout />}>
          <Route index element={<DashboardScreen />} />
          <Route path="/timers" element={<TimersScreen />} />
          <Route path="/channels/:id" element={<ChannelPageScreen />} />
          <Route path="/analytics" element={<AnalyticsScreen />} />
          <Route path="/blogs" element={<BlogsScreen />} />
          <Route path="/settings" element={<SettingsScreen />} />
        </Route>
      </Routes>
    </NowProvider>
  );
}

const meta = {
  title: 'Features/Pages/Languages',
  component: App,
  parameters: {
    msw: { handlers: { ...handlers, ...createChannelMocks(), ...createChannelDataMocks() } },
  },
} satisfies Meta<typeof App>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page at `route` in `locale`, shown once its main heading is there. */
const page = (route: string, locale: Locale, extra: Partial<Story['parameters']> = {}): Story => ({
  parameters: { route, providers: { locale }, ...extra },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
    // The channel page's sections below its first screen, which render as they come near, all drawn.
    if (route.startsWith('/channels/')) await showEverySection(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), {
      timeout: 5000,
    });
    // The dashboard draws its first row of cards, then the rest a moment later: all five, before the picture.
    if (route === '/')
      await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5), { timeout: 5000 });
    // Nothing runs off the side of the page, whatever the words' length.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});

export const PseudoSignIn = page('/auth', 'pseudo', {
  msw: { handlers: { ...handlers, auth: visitorAuthHandlers } },
});
export const PseudoDashboard = page('/', 'pseudo');
export const PseudoTimers = page('/timers', 'pseudo');
export const PseudoChannelPage = page('/channels/1', 'pseudo');
export const PseudoAnalytics = page('/analytics', 'pseudo');
export const PseudoBlogs = page('/blogs', 'pseudo');
export const PseudoSettings = page('/settings', 'pseudo');
export const SpanishDashboard = page('/', 'es');
export const ArabicDashboard = page('/', 'ar');
export const ArabicChannelPage = page('/channels/1', 'ar');
