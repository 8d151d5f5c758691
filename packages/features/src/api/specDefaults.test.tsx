import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '../AppProviders';
import { createApiClient, FIVE_MINUTES, TEN_MINUTES } from '.';
import {
  channelsQueryOptions,
  channelPreviewQueryOptions,
  sparklinesQueryOptions,
  useChannels,
} from '../channels';
import { activeTimersQueryOptions } from '../timers';
import { notesQueryOptions } from '../notes';
import { notificationsQueryOptions } from '../notifications';
import {
  channelCyclesQueryOptions,
  channelHistoryQueryOptions,
  channelUploadsQueryOptions,
} from '../channel-page';
import { settingsQueryOptions } from '../settings';
import { dashboardStatsQueryOptions } from '../dashboard';
import { analyticsQueryOptions } from '../analytics';
import { adminStatsQueryOptions } from '../admin';
import { publicConfigQueryOptions } from '../auth';

const api = createApiClient();

afterEach(() => vi.unstubAllGlobals());

describe('SPEC §7 query defaults on every query (an embedding app may bring its own QueryClient)', () => {
  it.each([
    ['channels', channelsQueryOptions(api)],
    ['channel preview', channelPreviewQueryOptions(api, '@creator')],
    ['sparklines', sparklinesQueryOptions(api)],
    ['active timers', activeTimersQueryOptions(api)],
    ['notes', notesQueryOptions(api, 1, true)],
    ['channel history', channelHistoryQueryOptions(api, 1, '30d')],
    ['channel uploads', channelUploadsQueryOptions(api, 1)],
    ['channel cycles', channelCyclesQueryOptions(api, 1)],
    ['dashboard stats', dashboardStatsQueryOptions(api)],
    ['analytics', analyticsQueryOptions(api, { from: '2026-01-01', to: '2026-02-01' } as never)],
    ['admin stats', adminStatsQueryOptions(api, { enabled: true, realTime: false } as never)],
  ])('%s: no retry, kept 10 minutes, fresh 5 minutes, no refetch on focus', (_, options) => {
    expect(options).toMatchObject({
      retry: false,
      gcTime: TEN_MINUTES,
      staleTime: FIVE_MINUTES,
      refetchOnWindowFocus: false,
    });
  });

  it('queries that say otherwise keep their own value and the rest of the defaults', () => {
    expect(settingsQueryOptions(api)).toMatchObject({
      retry: false,
      gcTime: TEN_MINUTES,
      staleTime: Infinity,
    });
    expect(publicConfigQueryOptions(api)).toMatchObject({
      retry: false,
      gcTime: TEN_MINUTES,
      staleTime: Infinity,
    });
    // The bell asks again when the tab comes back (its own choice, not the host's).
    expect(notificationsQueryOptions(api)).toMatchObject({
      retry: false,
      staleTime: 0,
      refetchOnWindowFocus: true,
    });
  });

  it('a host QueryClient that retries three times: a failed channels call is asked once', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/api/user')) return Response.json({ id: 1, username: 'creator' });
      return Response.json({ message: 'Database unavailable' }, { status: 503 });
    });
    vi.stubGlobal('fetch', fetch);
    const hostClient = new QueryClient({
      defaultOptions: { queries: { retry: 3, retryDelay: 0, staleTime: 0, refetchOnWindowFocus: true } },
    });
    function Channels() {
      const { error } = useChannels();
      return <p>{error ? error.message : 'loading'}</p>;
    }
    render(
      <MemoryRouter>
        <AppProviders router={reactRouter} queryClient={hostClient}>
          <Channels />
        </AppProviders>
      </MemoryRouter>,
    );
    await screen.findByText('503: Database unavailable');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const channelCalls = fetch.mock.calls.filter(([input]) => String(input).endsWith('/api/channels'));
    expect(channelCalls).toHaveLength(1);
    const query = hostClient.getQueryCache().find({ queryKey: channelsQueryOptions(api).queryKey });
    await waitFor(() =>
      expect((query?.options as { staleTime?: number } | undefined)?.staleTime).toBe(FIVE_MINUTES),
    );
  });
});
