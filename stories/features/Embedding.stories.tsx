import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Route, Routes, useLocation } from 'react-router';
import { type AppProvidersProps, NowProvider, ProtectedRoute } from '@channel-countdown/features';
import { DashboardScreen } from '@channel-countdown/features/dashboard';
import { FIXTURE_NOW, handlers, servedAt, visitorAuthHandlers } from '@channel-countdown/features/mocks';

// A team embedding the screens in its own app (packages/features/README.md): the page is theirs, the API may
// be elsewhere, and signing in is theirs too.
const API = 'https://api.example.test';

/** The host's routes: the dashboard behind the guard, and the host's own sign-in page. */
function HostRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <ProtectedRoute>
            <DashboardScreen />
          </ProtectedRoute>
        }
      />
      <Route path="/login" element={<HostLogin />} />
    </Routes>
  );
}

function HostLogin() {
  const { search } = useLocation();
  return <p>{`Host sign-in page ${decodeURIComponent(search)}`}</p>;
}

const meta = {
  title: 'Features/Embedding',
  component: HostRoutes,
  decorators: [
    (Story) => (
      <NowProvider now={FIXTURE_NOW}>
        <Story />
      </NowProvider>
    ),
  ],
} satisfies Meta<typeof HostRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const embedded = (providers: Partial<AppProvidersProps>) => ({
  providers: { applyToDocument: false, ...providers },
});

/** Elements of the host page outside the providers, with the browser's default styles. */
function addHostElements() {
  const heading = document.createElement('h2');
  heading.textContent = 'Host page heading';
  const image = document.createElement('img');
  image.alt = '';
  image.width = 1;
  image.height = 1;
  document.body.prepend(heading, image);
  return { heading, image, remove: () => [heading, image].forEach((element) => element.remove()) };
}

/**
 * The dashboard embedded with the API on another origin (the mocks served at that address): the host's page
 * keeps its own styles, the screen has its own.
 */
export const ScopedStylesAndApiElsewhere: Story = {
  name: 'Dashboard on a host page, API on another origin',
  parameters: {
    ...embedded({ apiBaseUrl: API }),
    msw: { handlers: { all: servedAt(API, Object.values(handlers).flat()) } },
  },
  play: async ({ canvasElement }) => {
    const host = addHostElements();
    try {
      const canvas = within(canvasElement);
      // The first row renders at once, the rest a moment later (ChannelGrid's cardsInFirstRow).
      await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(5), { timeout: 5000 });
      // Outside the providers: the browser's defaults, no class on <html>, not the product font.
      await expect(getComputedStyle(host.heading).marginTop).not.toBe('0px');
      await expect(getComputedStyle(host.image).display).toBe('inline');
      await expect(getComputedStyle(document.body).fontFamily).not.toContain('Inter');
      await expect(
        document.documentElement.classList.contains('light') ||
          document.documentElement.classList.contains('dark'),
      ).toBe(false);
      // Inside: the screen's own look.
      const title = canvas.getByRole('heading', { level: 1 });
      await expect(getComputedStyle(title).fontFamily).toContain('Inter');
      await expect(title.closest('.cc-theme')).not.toBeNull();
    } finally {
      host.remove();
    }
  },
};

/** A signed-out visitor goes to the host's sign-in page, with the page to come back to. */
export const HostSignInPath: Story = {
  name: 'Signed out: to the host’s signInPath',
  parameters: {
    ...embedded({ signInPath: '/login' }),
    route: '/?tab=channels',
    msw: { handlers: { ...handlers, auth: visitorAuthHandlers } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Host sign-in page ?returnTo=/?tab=channels'),
    ).toBeVisible();
  },
};

/** The host's onUnauthorized decides instead: no navigation. */
function ReportsSignIn() {
  const [returnTo, setReturnTo] = useState<string | null>(null);
  return (
    <>
      <p>{returnTo === null ? 'Not asked to sign in' : `Host asked to sign in, then back to ${returnTo}`}</p>
      <ReportTo onReport={setReturnTo} />
    </>
  );
}

// The story's provider props are fixed per story, so the callback reaches the page through a module variable.
let report: (returnTo: string) => void = () => {};
function ReportTo({ onReport }: { onReport: (returnTo: string) => void }) {
  report = onReport;
  return <HostRoutes />;
}

export const HostOnUnauthorized: Story = {
  name: 'Signed out: the host’s onUnauthorized',
  render: () => <ReportsSignIn />,
  parameters: {
    ...embedded({ onUnauthorized: (returnTo: string) => report(returnTo) }),
    route: '/?tab=channels',
    msw: { handlers: { ...handlers, auth: visitorAuthHandlers } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByText('Host asked to sign in, then back to /?tab=channels')).toBeVisible(),
    );
    await expect(canvas.queryByText(/Host sign-in page/)).toBeNull();
  },
};
