import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { INTERNAL_SERVER_ERROR, paths, type Channel } from '@channel-countdown/contract';
import { AppLayout } from '@channel-countdown/features/navigation';
import { DashboardScreen } from '@channel-countdown/features/dashboard';
import { TimersScreen } from '@channel-countdown/features/timers';
import { FullPageNavigationProvider, NowProvider, ProtectedRoute } from '@channel-countdown/features';
import {
  FIXTURE_NOW,
  adminAuthHandlers,
  channelFixtures,
  createAuthHandlers,
  fixtureUserWithoutEmail,
  createNotificationMocks,
  handlers,
  makeChannel,
  makeTimer,
  notificationsFor,
} from '@channel-countdown/features/mocks';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** One timer ended 2 h ago, one ends in 4 h, one has days left: the server raised 2 notifications. */
const channels: Channel[] = [
  makeChannel(1, { channelName: 'Pixel & Pine', timer: makeTimer(1, 7 * DAY + 2 * HOUR) }),
  makeChannel(2, { channelName: 'Sourdough Science', timer: makeTimer(2, 6 * DAY + 20 * HOUR) }),
  makeChannel(3, { channelName: 'Trail Running Daily', timer: makeTimer(3, DAY) }),
];
const channelsAnswer = (list: Channel[]) => [http.get(paths.channels, () => HttpResponse.json(list))];

/** The sign-in page of the shell: its name and the address it was opened at. */
function AuthPage() {
  const { pathname, search } = useLocation();
  return (
    <main>
      <h1>Auth page</h1>
      <p>Opened at {`${pathname}${search}`}</p>
    </main>
  );
}

/**
 * The shell as the host mounts it: AppLayout around the routes, with pages reduced to their names (/timers
 * guarded as in the host). A page the app would load anew (after sign-out) opens in the story's router.
 */
function Shell() {
  const navigate = useNavigate();
  return (
    <FullPageNavigationProvider navigation={{ assign: (url) => void navigate(url), reload: () => {} }}>
      <NowProvider now={FIXTURE_NOW}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route
              index
              element={
                <main>
                  <h1>Dashboard page</h1>
                  <a href="#first">First link of the page</a>
                </main>
              }
            />
            <Route
              path="/timers"
              element={
                <ProtectedRoute>
                  <h1>Active Timers page</h1>
                </ProtectedRoute>
              }
            />
            <Route path="/blogs" element={<h1>Blogs page</h1>} />
            <Route path="/admin" element={<h1>Admin page</h1>} />
          </Route>
          <Route path="/auth" element={<AuthPage />} />
        </Routes>
      </NowProvider>
    </FullPageNavigationProvider>
  );
}

const meta = {
  title: 'Features/Navigation/AppLayout',
  component: Shell,
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        channels: channelsAnswer(channels),
        notifications: createNotificationMocks({ items: notificationsFor(channels) }).handlers,
      },
    },
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** WCAG contrast ratio of two computed colours ('rgb(r, g, b)'). */
function contrast(foreground: string, background: string) {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((part) => {
        const c = Number(part) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

async function openAccountMenu(canvas: ReturnType<typeof within>, username: string) {
  // The trigger is named by the username it shows.
  await userEvent.click(await canvas.findByRole('button', { name: username }));
  return body().findByRole('menu', { name: username });
}

export const DesktopUser: Story = {
  name: 'Desktop header, signed in as a user',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Channel Countdown' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Add Channel' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Blogs' })).toHaveAttribute('href', '/blogs');
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();

    const menu = await openAccountMenu(canvas, 'creator_jane');
    const inMenu = within(menu);
    await expect(inMenu.getByText('jane@example.com')).toBeVisible();
    await expect(inMenu.getByText('user')).toBeVisible();
    for (const [name, href] of [
      ['Dashboard', '/'],
      ['Active Timers', '/timers'],
      ['Analytics', '/analytics'],
      ['Settings', '/settings'],
    ] as const) {
      await expect(inMenu.getByRole('menuitem', { name })).toHaveAttribute('href', href);
    }
    await expect(inMenu.getByRole('menuitem', { name: 'Dark Mode' })).toBeVisible();
    await expect(inMenu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    // Not an administrator: no Admin Panel.
    await expect(inMenu.queryByRole('menuitem', { name: 'Admin Panel' })).toBeNull();
  },
};

/** The first Tab offers 'Skip to content', which moves past the header to the page; the links are a nav. */
export const SkipToContent: Story = {
  name: 'Skip to content, and the navigation landmark',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Add Channel' });
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toContainElement(
      canvas.getByRole('link', { name: 'Blogs' }),
    );
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    // The next Tab is the page's own first control, not the header's.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'First link of the page' })).toHaveFocus();
  },
};

export const UserMenuByKeyboard: Story = {
  name: 'User menu by keyboard: arrows open it on an item, Escape returns to the button',
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'creator_jane' });
    trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    const menu = within(await body().findByRole('menu', { name: 'creator_jane' }));
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(body().getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus());
  },
};

export const DesktopAdmin: Story = {
  name: 'Desktop header, signed in as an admin',
  parameters: {
    msw: { handlers: { ...handlers, auth: adminAuthHandlers, channels: channelsAnswer(channels) } },
  },
  play: async ({ canvasElement }) => {
    const menu = await openAccountMenu(within(canvasElement), 'admin_alex');
    const inMenu = within(menu);
    await expect(inMenu.getByText('admin')).toBeVisible();
    await expect(inMenu.getByText('alex@example.com')).toBeVisible();
    await expect(inMenu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
    await userEvent.click(inMenu.getByRole('menuitem', { name: 'Admin Panel' }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Admin page' })).toBeVisible();
  },
};

export const UserWithoutEmail: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        auth: createAuthHandlers({ user: fixtureUserWithoutEmail }),
        channels: channelsAnswer([]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const menu = await openAccountMenu(within(canvasElement), 'quiet_sam');
    await expect(within(menu).getByText('No email')).toBeVisible();
  },
};

export const ThemeToggle: Story = {
  name: "User menu: 'Dark Mode' stores the choice",
  play: async ({ canvasElement }) => {
    localStorage.removeItem('channel-countdown-theme');
    const menu = await openAccountMenu(within(canvasElement), 'creator_jane');
    // The story pins the light theme, so the switch offers the dark one.
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Dark Mode' }));
    await waitFor(() => expect(localStorage.getItem('channel-countdown-theme')).toBe('dark'));
    localStorage.removeItem('channel-countdown-theme');
  },
};

export const SignOut: Story = {
  name: 'User menu: Sign Out goes to /auth',
  play: async ({ canvasElement }) => {
    const menu = await openAccountMenu(within(canvasElement), 'creator_jane');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Auth page' })).toBeVisible();
    await expect(within(canvasElement).getByText('Opened at /auth')).toBeVisible();
  },
};

/** Signed out on a guarded page: the next person to sign in lands on the dashboard, not on that page. */
export const SignOutFromGuardedPage: Story = {
  name: 'Sign Out on a guarded page: /auth without a way back to it',
  parameters: { route: '/timers' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Active Timers page' }),
    ).toBeVisible();
    const menu = await openAccountMenu(within(canvasElement), 'creator_jane');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Auth page' })).toBeVisible();
    await expect(within(canvasElement).getByText('Opened at /auth')).toBeVisible();
  },
};

export const SignOutFails: Story = {
  name: "Sign Out failure: 'Logout failed' and /auth all the same",
  parameters: {
    msw: {
      handlers: { ...handlers, auth: createAuthHandlers({ logout: 'fail' }), channels: channelsAnswer([]) },
    },
  },
  play: async ({ canvasElement }) => {
    const menu = await openAccountMenu(within(canvasElement), 'creator_jane');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await expect(await body().findByText('Logout failed')).toBeVisible();
    await expect(body().getByText(INTERNAL_SERVER_ERROR)).toBeVisible();
    await expect(await within(canvasElement).findByRole('heading', { name: 'Auth page' })).toBeVisible();
  },
};

export const AddChannelOpensConnectDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add Channel' }));
    const dialog = await body().findByRole('dialog', { name: 'Connect YouTube Channel' });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Mobile: Story = {
  name: 'Mobile (below 768 px): slide-in menu and floating add button',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const openMenu = await canvas.findByRole('button', { name: 'Open menu' });
    // The desktop-only parts are gone; the floating add button is there.
    await expect(canvas.queryByRole('link', { name: 'Blogs' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'creator_jane' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add Channel' })).toBeVisible();

    await userEvent.click(openMenu);
    const sheetElement = await body().findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(sheetElement).toBeVisible());
    const sheet = within(sheetElement);
    const user = within(sheet.getByRole('region', { name: 'Signed in user' }));
    await expect(user.getByText('C')).toBeInTheDocument();
    // The initial is readable on its circle (WCAG AA, 4.5:1), not green on indigo.
    const initial = user.getByText('C');
    // The ui Avatar paints the circle on the initial's parent.
    const circle = getComputedStyle(initial.parentElement!);
    await expect(contrast(getComputedStyle(initial).color, circle.backgroundColor)).toBeGreaterThanOrEqual(
      4.5,
    );
    await expect(user.getByText('creator_jane')).toBeVisible();
    await expect(user.getByText('Online')).toBeVisible();

    const navigation = within(sheet.getByRole('navigation', { name: 'Navigation' }));
    for (const [name, href] of [
      ['Dashboard', '/'],
      ['Active Timers', '/timers'],
      ['Analytics', '/analytics'],
      ['Blogs', '/blogs'],
      ['Settings', '/settings'],
    ] as const) {
      await expect(navigation.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(navigation.queryByRole('link', { name: 'Admin Panel' })).toBeNull();

    const actions = within(sheet.getByRole('region', { name: 'Actions' }));
    await expect(actions.getByRole('button', { name: 'Add Channel' })).toBeVisible();
    // The server's unread count, as on the bell.
    await expect(await actions.findByRole('button', { name: 'Notifications 2' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Toggle Theme' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Sign Out' })).toBeVisible();

    await userEvent.click(navigation.getByRole('link', { name: 'Active Timers' }));
    await expect(await canvas.findByRole('heading', { name: 'Active Timers page' })).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};

/** The real dashboard and /timers inside the shell, on the channel fake's five channels. */
function ShellWithPages() {
  return (
    <NowProvider now={FIXTURE_NOW}>
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<DashboardScreen />} />
          <Route path="/timers" element={<TimersScreen />} />
        </Route>
      </Routes>
    </NowProvider>
  );
}

/**
 * Scrolled to the bottom, no button of the last of the page's `cards` cards (e.g. 'Delete timer') is under the
 * floating add button.
 */
async function expectLastCardClearOfFab(canvasElement: HTMLElement, cards: number) {
  const canvas = within(canvasElement);
  // Every card is in, each with its buttons (the dashboard renders those just after their card).
  await waitFor(
    () => {
      const articles = canvas.getAllByRole('article');
      expect(articles).toHaveLength(cards);
      for (const article of articles) expect(within(article).queryAllByRole('button')).not.toHaveLength(0);
    },
    { timeout: 5000 },
  );
  // Cards may still grow (sparklines, last upload) after the first paint: scroll again until the page settles.
  await waitFor(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    expect(Math.ceil(window.scrollY + window.innerHeight)).toBeGreaterThanOrEqual(
      document.documentElement.scrollHeight - 1,
    );
    const last = canvas.getAllByRole('article').at(-1)!;
    const fab = canvas.getAllByRole('button', { name: 'Add Channel' }).at(-1)!.getBoundingClientRect();
    expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(fab.top);
  });
  const last = canvas.getAllByRole('article').at(-1)!;
  const fab = canvas.getAllByRole('button', { name: 'Add Channel' }).at(-1)!.getBoundingClientRect();
  for (const button of within(last).getAllByRole('button')) {
    const rect = button.getBoundingClientRect();
    const overlaps =
      rect.right > fab.left && rect.left < fab.right && rect.bottom > fab.top && rect.top < fab.bottom;
    await expect(
      overlaps,
      `${button.getAttribute('aria-label') ?? button.textContent} under the add button`,
    ).toBe(false);
  }
}

/** The mobile menu's close button is an icon: keyboard focus shows 'Close menu', hovering after 700 ms. */
export const MobileMenuCloseTooltip: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open menu' }));
    const sheet = within(await body().findByRole('dialog', { name: 'Menu' }));
    const close = sheet.getByRole('button', { name: 'Close menu' });
    await userEvent.hover(close);
    await expect(await body().findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Close menu');
    await userEvent.unhover(close);
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
    // Round the dialog's focus trap by keyboard until the close button has the focus.
    for (let step = 0; step < 20 && document.activeElement !== close; step++) await userEvent.tab();
    await expect(close).toHaveFocus();
    await expect(await body().findByRole('tooltip')).toHaveTextContent('Close menu');
  },
};

export const MobileFabClearsLastCardDashboard: Story = {
  name: 'Mobile: the floating add button leaves room under the last dashboard card',
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  render: () => <ShellWithPages />,
  parameters: { msw: { handlers } },
  play: async ({ canvasElement }) => expectLastCardClearOfFab(canvasElement, channelFixtures.length),
};

export const MobileFabClearsLastCardTimers: Story = {
  name: 'Mobile: the floating add button leaves room under the last /timers card',
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  render: () => <ShellWithPages />,
  parameters: { route: '/timers', msw: { handlers } },
  play: async ({ canvasElement }) => {
    const found = await within(canvasElement).findByRole(
      'heading',
      { level: 2, name: /Timers? Found/ },
      { timeout: 5000 },
    );
    await expectLastCardClearOfFab(canvasElement, Number.parseInt(found.textContent ?? '', 10));
  },
};

export const MobileAdmin: Story = {
  name: 'Mobile menu, signed in as an admin',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: {
    msw: { handlers: { ...handlers, auth: adminAuthHandlers, channels: channelsAnswer(channels) } },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open menu' }));
    const sheet = within(await body().findByRole('dialog', { name: 'Menu' }));
    await expect(sheet.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  },
};

export const MobileNotificationsAndSignOut: Story = {
  name: 'Mobile menu: notifications list, then Sign Out',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open menu' }));
    const sheet = within(await body().findByRole('dialog', { name: 'Menu' }));
    await userEvent.click(await sheet.findByRole('button', { name: 'Notifications 2' }));
    await expect(sheet.getByText('Timer Completed')).toBeVisible();
    await expect(sheet.getByText('Timer Ending Soon')).toBeVisible();
    await userEvent.click(sheet.getByRole('button', { name: 'Sign Out' }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Auth page' })).toBeVisible();
  },
};
