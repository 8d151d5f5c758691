import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { reactRouter } from '../react-router';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { AppProviders, type AppProvidersProps } from '../AppProviders';
import { ApiError, feedbackMeta, serverMessageOr } from '../api';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from './FailureFeedback';

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`at ${pathname}${search}`}</p>;
}

/** The providers as an embedding app mounts them, with its own QueryClient, on /timers. */
function renderApp(props: Partial<AppProvidersProps> = {}) {
  const queryClient = new QueryClient();
  render(
    <MemoryRouter initialEntries={['/timers?filter=paused']}>
      <AppProviders router={reactRouter} queryClient={queryClient} {...props}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
  );
  return queryClient;
}

const sessionEnded = () => Promise.reject(new ApiError(401, 'Unauthorized'));
const needsSession = feedbackMeta({ signInOnUnauthorized: true, errorToast: { title: 'Failed to load' } });

/** Fails a query the way a screen's polled read fails. */
const failQuery = (client: QueryClient, key: string, meta?: Record<string, unknown>) =>
  act(() =>
    client.fetchQuery({ queryKey: [key], queryFn: sessionEnded, retry: false, meta }).catch(() => {}),
  );

/** Fails a mutation the way a dialog's write fails. */
const failMutation = (client: QueryClient, error: unknown, meta: Record<string, unknown>) =>
  act(() =>
    new MutationObserver(client, { mutationFn: () => Promise.reject(error), meta }).mutate().catch(() => {}),
  );

describe('FailureFeedback: 401s and failure toasts of every call, from the QueryClient caches (SPEC §8)', () => {
  beforeEach(() => {
    // AuthProvider asks who is signed in: nobody.
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Unauthorized' }, { status: 401 }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Unauthorized' and goes to /signin after 500 ms, back to this page after, once for calls failing together", async () => {
    const client = renderApp();
    const started = Date.now();
    await failQuery(client, '/api/channels', needsSession);
    await failQuery(client, '/api/dashboard/stats', needsSession);
    await failMutation(client, new ApiError(401, 'Unauthorized'), needsSession);

    expect(screen.queryByText('Unauthorized')).not.toBeNull();
    expect(screen.queryByText('You are logged out. Logging in again...')).not.toBeNull();
    expect(screen.queryByText('Failed to load')).toBeNull();
    // Not at once: at least 500 ms after the first failure (a loaded machine may take longer to get here).
    await screen.findByText('at /signin?returnTo=%2Ftimers%3Ffilter%3Dpaused');
    expect(Date.now() - started).toBeGreaterThanOrEqual(UNAUTHORIZED_REDIRECT_DELAY_MS - 20);
  });

  it("calls an embedding host's onUnauthorized once with the page to return to, and does not navigate", async () => {
    const onUnauthorized = vi.fn();
    const client = renderApp({ signInPath: '/login', onUnauthorized });
    await failQuery(client, '/api/channels', needsSession);
    await failQuery(client, '/api/timers/active', needsSession);
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith('/timers?filter=paused'));
    await new Promise((resolve) => setTimeout(resolve, UNAUTHORIZED_REDIRECT_DELAY_MS));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('at /timers?filter=paused')).not.toBeNull();
  });

  it("goes to an embedding host's signInPath instead of /signin", async () => {
    const client = renderApp({ signInPath: '/login' });
    await failQuery(client, '/api/channels', needsSession);
    await screen.findByText('at /login?returnTo=%2Ftimers%3Ffilter%3Dpaused');
  });

  it("shows a failed mutation's toast with the server's message", async () => {
    const client = renderApp();
    await failMutation(
      client,
      new ApiError(409, 'A timer is already running'),
      feedbackMeta({
        signInOnUnauthorized: true,
        errorToast: { title: 'Failed to start timer', description: serverMessageOr() },
      }),
    );
    expect(screen.queryByText('Failed to start timer')).not.toBeNull();
    expect(screen.queryByText('A timer is already running')).not.toBeNull();
  });

  it("leaves the host's own calls on the shared client alone, even a 401", async () => {
    const client = renderApp();
    await failQuery(client, '/host/reports');
    await failMutation(client, new ApiError(401, 'Unauthorized'), { owner: 'host' });
    await new Promise((resolve) => setTimeout(resolve, UNAUTHORIZED_REDIRECT_DELAY_MS + 50));
    expect(screen.queryByText('Unauthorized')).toBeNull();
    expect(screen.queryByText('at /timers?filter=paused')).not.toBeNull();
  });
});
