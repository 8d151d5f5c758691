import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes, useLocation } from 'react-router';
import { AdminRoute, ProtectedRoute } from '@channel-countdown/features';
import { SignInRedirect, SignUpRedirect } from '@channel-countdown/features/auth';
import { handlers, loadingSessionAuthHandlers, visitorAuthHandlers } from '@channel-countdown/features/mocks';

/** The auth page reduced to its name and the query it was given (tab, returnTo). */
function AuthPage() {
  const { search } = useLocation();
  return (
    <>
      <h1>Auth page</h1>
      <p data-testid="auth-query">{decodeURIComponent(search)}</p>
    </>
  );
}

/** The guards and redirect screens as the host's route table uses them, pages reduced to their names. */
function RouteTable() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/signin" element={<SignInRedirect />} />
      <Route path="/signup" element={<SignUpRedirect />} />
      <Route
        path="/"
        element={
          <ProtectedRoute>
            <h1>Dashboard page</h1>
          </ProtectedRoute>
        }
      />
      <Route
        path="/settings"
        element={
          <ProtectedRoute>
            <h1>Settings page</h1>
          </ProtectedRoute>
        }
      />
      <Route
        path="/timers"
        element={
          <ProtectedRoute>
            <h1>Timers page</h1>
          </ProtectedRoute>
        }
      />
      <Route
        path="/admin"
        element={
          <AdminRoute>
            <h1>Admin page</h1>
          </AdminRoute>
        }
      />
    </Routes>
  );
}

const meta = {
  title: 'Features/Guards/Routes',
  component: RouteTable,
  parameters: { route: '/settings', msw: { handlers } },
} satisfies Meta<typeof RouteTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProtectedSignedIn: Story = {
  name: 'Protected route, signed in: the page',
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Settings page' })).toBeVisible();
  },
};

export const ProtectedVisitor: Story = {
  name: 'Protected route, visitor: /auth, remembering the page',
  parameters: {
    route: '/settings?tab=privacy',
    msw: { handlers: { ...handlers, auth: visitorAuthHandlers } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Auth page' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { name: 'Settings page' })).toBeNull();
    await expect(within(canvasElement).getByTestId('auth-query')).toHaveTextContent(
      '?returnTo=/settings?tab=privacy',
    );
  },
};

export const ProtectedLoading: Story = {
  name: 'Protected route while the session loads: a spinner',
  parameters: { msw: { handlers: { ...handlers, auth: loadingSessionAuthHandlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const DashboardLoading: Story = {
  name: "Dashboard while the session loads: 'Loading your dashboard...'",
  parameters: { route: '/', msw: { handlers: { ...handlers, auth: loadingSessionAuthHandlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('status', { name: 'Loading your dashboard...' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Loading your dashboard...', { selector: 'p' })).toBeVisible();
  },
};

export const TimersLoading: Story = {
  name: "Timers while the session loads: the page's shape, not a spinner",
  parameters: { route: '/timers', msw: { handlers: { ...handlers, auth: loadingSessionAuthHandlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading this page');
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    // One status (a spinner would be a second one), and the cards' places are drawn.
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThanOrEqual(5);
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const AdminRouteLoading: Story = {
  name: 'Admin route while the session loads: a spinner',
  parameters: { route: '/admin', msw: { handlers: { ...handlers, auth: loadingSessionAuthHandlers } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const SignInRedirects: Story = {
  name: '/signin forwards to /auth',
  parameters: { route: '/signin', msw: { handlers: { ...handlers, auth: visitorAuthHandlers } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Auth page' })).toBeVisible();
  },
};

export const SignUpRedirects: Story = {
  name: '/signup forwards to /auth on the Sign Up tab',
  parameters: { route: '/signup', msw: { handlers: { ...handlers, auth: visitorAuthHandlers } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Auth page' })).toBeVisible();
    await expect(within(canvasElement).getByTestId('auth-query')).toHaveTextContent('?tab=signup');
  },
};

export const SignInRedirectKeepsReturn: Story = {
  name: '/signin keeps the page to return to',
  parameters: {
    route: '/signin?returnTo=%2Ftimers',
    msw: { handlers: { ...handlers, auth: visitorAuthHandlers } },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Auth page' })).toBeVisible();
    await expect(within(canvasElement).getByTestId('auth-query')).toHaveTextContent(/^\?returnTo=\/timers$/);
  },
};

export const RedirectTexts: Story = {
  name: "Redirect screens' texts",
  // Rendered outside the route table, so they stay on screen after forwarding.
  render: () => (
    <>
      <SignInRedirect />
      <SignUpRedirect />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Redirecting to sign in...')).toBeVisible();
    await expect(canvas.getByText('Redirecting to sign up...')).toBeVisible();
  },
};
