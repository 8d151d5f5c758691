import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { paths } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { useChannels } from '../channels';
import { useAuth } from './AuthProvider';
import { ProtectedRoute } from './guards';
import { PAGE_READS_WAIT_MS } from './PageReads';

afterEach(() => vi.unstubAllGlobals());

/** A server with one channel; `signedIn: false` answers every read 401; `silent` paths never answer. */
function stubServer({ signedIn, silent = [] }: { signedIn: boolean; silent?: string[] }) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (!signedIn) return Response.json({ message: 'Not authenticated' }, { status: 401 });
    if (silent.includes(path)) return new Promise<Response>(() => {});
    if (path === paths.user) return Response.json({ id: 1, username: 'creator', role: 'user' });
    if (path === paths.channels) return Response.json([{ id: 7, channelName: 'Early Channel' }]);
    return Response.json({});
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (path: string) =>
    fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path);
  return { calls };
}

/** What the channel list held on the first render of the screen that reads it, shown once it mounts. */
function LateScreen() {
  const [shown, setShown] = useState(false);
  return shown ? (
    <ChannelsOnFirstRender />
  ) : (
    <button type="button" onClick={() => setShown(true)}>
      Open the screen
    </button>
  );
}

function ChannelsOnFirstRender() {
  const channels = useChannels();
  const [first] = useState(() =>
    channels.data ? channels.data.map((c) => c.channelName).join() : 'pending',
  );
  return <p>first render: {first}</p>;
}

/** How many times `path` had been asked for when the app first rendered with the signed-in user. */
function ReadsWhenSignedIn({ count }: { count: () => number }) {
  const { user } = useAuth();
  const [seen, setSeen] = useState<number | null>(null);
  if (user && seen === null) setSeen(count());
  return seen === null ? null : <p>asked before the signed-in render: {seen}</p>;
}

const renderApp = (initialPathname: string, probe?: ReactNode) =>
  render(
    <MemoryRouter>
      <AppProviders router={reactRouter} initialPathname={initialPathname}>
        <LateScreen />
        {probe}
      </AppProviders>
    </MemoryRouter>,
  );

const renderProtectedPage = (initialPathname: string) =>
  render(
    <MemoryRouter>
      <AppProviders router={reactRouter} initialPathname={initialPathname}>
        <ProtectedRoute>
          <ChannelsOnFirstRender />
        </ProtectedRoute>
      </AppProviders>
    </MemoryRouter>,
  );

describe("the opened page's reads start with the session's answer, and the protected page waits for them", () => {
  it('signed in: the dashboard reads are fetched before its screen mounts, which renders with them, asked once', async () => {
    const server = stubServer({ signedIn: true });
    renderApp('/');
    await waitFor(() => expect(server.calls(paths.dashboardStats)).toHaveLength(1));
    await waitFor(() => expect(server.calls(paths.channels)).toHaveLength(1));

    screen.getByRole('button', { name: 'Open the screen' }).click();
    expect(await screen.findByText('first render: Early Channel')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls(paths.channels)).toHaveLength(1);
  });

  it('signed in: the reads start as the session answer lands, before the app renders again with it', async () => {
    const server = stubServer({ signedIn: true });
    renderApp('/', <ReadsWhenSignedIn count={() => server.calls(paths.channels).length} />);
    expect(await screen.findByText('asked before the signed-in render: 1')).toBeTruthy();
  });

  it('signed in: the protected page waits behind the spinner for its reads, then renders with them', async () => {
    stubServer({ signedIn: true });
    renderProtectedPage('/');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('first render: Early Channel')).toBeTruthy();
  });

  it('a read that does not answer holds the page no longer than the wait', async () => {
    const server = stubServer({ signedIn: true, silent: [paths.channels] });
    renderProtectedPage('/');
    await waitFor(() => expect(server.calls(paths.channels)).toHaveLength(1));
    expect(
      await screen.findByText('first render: pending', {}, { timeout: PAGE_READS_WAIT_MS + 2000 }),
    ).toBeTruthy();
  });

  it("a plain user at /admin asks nothing of the administrator's, and the page does not wait", async () => {
    const server = stubServer({ signedIn: true });
    renderProtectedPage('/admin');
    expect(await screen.findByText('first render: pending')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls(paths.adminStats)).toHaveLength(0);
  });

  it('signed out: nothing but the session check is asked', async () => {
    const server = stubServer({ signedIn: false });
    renderApp('/');
    await waitFor(() => expect(server.calls(paths.user).length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls(paths.channels)).toHaveLength(0);
    expect(server.calls(paths.dashboardStats)).toHaveLength(0);
  });

  it('a page that came with its answers (server-rendered) renders with them at once, asking only the session', async () => {
    const server = stubServer({ signedIn: true });
    render(
      <MemoryRouter>
        <AppProviders
          router={reactRouter}
          initialPathname="/"
          initialReads={{
            [paths.user]: { id: 1, username: 'creator', role: 'user' },
            [paths.channels]: [{ id: 7, channelName: 'Drawn Channel' }],
            [paths.dashboardStats]: {},
            [paths.groups]: [],
          }}
        >
          <ProtectedRoute>
            <ChannelsOnFirstRender />
          </ProtectedRoute>
        </AppProviders>
      </MemoryRouter>,
    );
    expect(screen.getByText('first render: Drawn Channel')).toBeTruthy();
    await waitFor(() => expect(server.calls(paths.user)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls(paths.channels)).toHaveLength(0);
    expect(server.calls(paths.dashboardStats)).toHaveLength(0);
    expect(server.calls(paths.groups)).toHaveLength(0);
  });

  it('a page whose screen reads nothing of its own starts nothing', async () => {
    const server = stubServer({ signedIn: true });
    renderApp('/settings');
    await waitFor(() => expect(server.calls(paths.user)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls(paths.channels)).toHaveLength(0);
    screen.getByRole('button', { name: 'Open the screen' }).click();
    expect(await screen.findByText('first render: pending')).toBeTruthy();
  });
});
