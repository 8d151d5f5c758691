import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../../react-router';
import { DEFAULT_SETTINGS, paths, type Channel } from '@channel-countdown/contract';
import { AppProviders } from '../../AppProviders';
import { makeChannel } from '../../mocks/fixtures/channels';
import { ChannelCard } from './ChannelCard';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.settings) return Response.json(DEFAULT_SETTINGS);
      if (path === paths.channelSparklines) return Response.json({});
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function renderCard(channel: Channel) {
  await act(async () => {
    render(
      <MemoryRouter>
        <AppProviders router={reactRouter} locale="en">
          <ChannelCard channel={channel} />
        </AppProviders>
      </MemoryRouter>,
    );
  });
}

const gains = () =>
  Object.fromEntries(
    within(screen.getByRole('group', { name: 'Subscribers gained' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe("the channel card's subscriber change", () => {
  it("shows the last day's and the last week's change, signed", async () => {
    await renderCard(makeChannel(1, { subscriberChange: { lastDay: 319, lastWeek: -1_650 } }));
    expect(gains()).toEqual({ 'Last day': '+319', 'Last week': '−1.6K' });
  });

  it('shows an unknown change as a dash read "unknown", never as zero', async () => {
    await renderCard(makeChannel(1, { subscriberChange: { lastDay: null, lastWeek: 1_200 } }));
    expect(gains()).toEqual({ 'Last day': '—unknown', 'Last week': '+1.2K' });
  });

  it('says nothing while neither is known', async () => {
    await renderCard(makeChannel(1));
    expect(screen.queryByRole('group', { name: 'Subscribers gained' })).toBeNull();
    expect(screen.queryByText('Last day')).toBeNull();
  });
});

describe("the channel card's upload streak", () => {
  it('shows the run of cycles with an upload going on and the longest one', async () => {
    await renderCard(makeChannel(1, { uploadStreak: { current: 2, longest: 5 } }));
    const streak = within(screen.getByRole('group', { name: 'Upload streak' }));
    expect(
      Object.fromEntries(
        streak.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ),
    ).toEqual({ 'Cycles in a row with an upload': '2', 'Longest run': '5' });
  });

  it('says nothing before any cycle had an upload', async () => {
    await renderCard(makeChannel(1));
    expect(screen.queryByRole('group', { name: 'Upload streak' })).toBeNull();
  });
});
