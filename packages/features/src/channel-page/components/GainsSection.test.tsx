import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../../react-router';
import {
  paths,
  type ChannelSnapshot,
  type ChannelUpload,
  type HistoryRange,
  type UploadKind,
} from '@channel-countdown/contract';
import { AppProviders } from '../../AppProviders';
import { FIXTURE_NOW, gainsOf } from '../../mocks';
import { GainsSection } from './GainsSection';

const CHANNEL_ID = 7;

const snapshot = (at: string, subscribers: number | null, views: number | null, videos: number | null) =>
  ({
    at,
    subscriberCount: subscribers,
    viewCount: views,
    videoCount: videos,
    approximate: false,
  }) satisfies ChannelSnapshot;

// FIXTURE_NOW is 20 November 2026 (a Friday) at noon: the last 7 days are the 14th to the 20th.
const history: ChannelSnapshot[] = [
  snapshot('2026-11-13T20:00:00Z', 10_000, 1_000_000, 40),
  snapshot('2026-11-14T20:00:00Z', 11_234, 1_050_000, 41),
  snapshot('2026-11-15T20:00:00Z', 11_178, 1_060_000, 41),
  // 16 November: no snapshot.
  snapshot('2026-11-17T20:00:00Z', 11_300, null, 42),
  snapshot('2026-11-18T20:00:00Z', 11_400, 1_100_000, 42),
  snapshot('2026-11-19T20:00:00Z', 11_450, 1_101_000, 43),
  snapshot('2026-11-20T10:00:00Z', 11_460, 1_101_500, 43),
];

const upload = (videoId: string, publishedAt: string, kind: UploadKind): ChannelUpload => ({
  videoId,
  title: videoId,
  publishedAt,
  thumbnailUrl: null,
  kind,
});
// The oldest stored upload is of 14 November: from that day on, each day's uploads are known.
const uploads: ChannelUpload[] = [
  upload('live0000001', '2026-11-19T18:00:00Z', 'live'),
  upload('short000002', '2026-11-18T12:00:00Z', 'short'),
  upload('short000001', '2026-11-18T09:00:00Z', 'short'),
  upload('video000001', '2026-11-14T15:00:00Z', 'video'),
];

let answer: (range: HistoryRange) => Response;

beforeEach(() => {
  answer = (range) => Response.json(gainsOf(history, range, FIXTURE_NOW, uploads));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === paths.channelGains(CHANNEL_ID))
        return answer((url.searchParams.get('range') ?? '30d') as HistoryRange);
      if (url.pathname === paths.user) return Response.json({ message: 'Not signed in' }, { status: 401 });
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function renderGains(range: HistoryRange = '7d') {
  await act(async () => {
    render(
      <MemoryRouter>
        <AppProviders router={reactRouter} locale="en">
          <GainsSection channelId={CHANNEL_ID} range={range} />
        </AppProviders>
      </MemoryRouter>,
    );
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the daily gains table', () => {
  it('shows a table of the days, newest first, each figure and its signed change', async () => {
    await renderGains();
    const table = await screen.findByRole('table', {
      name: 'Daily gains over the last 7 days, newest first',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Date',
      'Subscribers',
      'ΔSubscribers change',
      'Views',
      'ΔViews change',
      'Videos',
      'ΔVideos change',
      'Uploads',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Subscribers change' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Nov 20, 2026',
      'Nov 19, 2026',
      'Nov 18, 2026',
      'Nov 17, 2026',
      'Nov 16, 2026',
      'Nov 15, 2026',
      'Nov 14, 2026',
    ]);
    expect(cells(rows[0]!)).toEqual(['11,460', '+10', '1,101,500', '+500', '43', '0', '0']);
    // The day's uploads, counted apart by kind.
    expect(cells(rows[1]!).at(-1)).toBe('1 live');
    expect(cells(rows[2]!).at(-1)).toBe('2 Shorts');
    // A loss with a true minus sign; the first day's change counts from the day before the range.
    expect(cells(rows[5]!)).toEqual(['11,178', '−56', '1,060,000', '+10,000', '41', '0', '0']);
    expect(cells(rows[6]!)).toEqual(['11,234', '+1,234', '1,050,000', '+50,000', '41', '+1', '1 video']);
  });

  it('shows an unknown figure as a dash read "unknown", never as zero', async () => {
    await renderGains();
    const table = await screen.findByRole('table', { name: /Daily gains/ });
    const [, , nov18, nov17, nov16] = within(table).getAllByRole('row').slice(1);
    // 16 November: nothing was read; 17 November: its change needs the 16th; its views were hidden.
    // The uploads are known (none that day): a figure nobody read says nothing of them.
    expect(cells(nov16!)).toEqual([...Array(6).fill('—unknown'), '0']);
    expect(cells(nov17!)).toEqual(['11,300', '—unknown', '—unknown', '—unknown', '42', '—unknown', '0']);
    expect(cells(nov18!)).toEqual(['11,400', '+100', '1,100,000', '—unknown', '42', '0', '2 Shorts']);
    expect(within(nov16!).getAllByText('unknown')).toHaveLength(6);
    // No figure of the day reads 0; only the uploads, known, do.
    expect(within(nov16!).getAllByText('0')).toEqual([within(nov16!).getAllByRole('cell').at(-1)]);
  });

  it('totals the changes by week or by month, with the average per day over the known days', async () => {
    await renderGains();
    const weeks = await screen.findByRole('table', { name: /Totals by week/ });
    const [thisWeek, lastWeek] = within(weeks).getAllByRole('row').slice(1);
    expect(within(thisWeek!).getByRole('rowheader').textContent).toBe('Week of Nov 16, 2026');
    // 16–20 November: the 16th and 17th unknown, then +100, +50, +10.
    expect(cells(thisWeek!)).toEqual([
      '+160',
      '+53.3(3 of 5 days known) (3/5)',
      '+1,500',
      '+750(2 of 5 days known) (2/5)',
      '+1',
      '+0.3(3 of 5 days known) (3/5)',
      '2 Shorts · 1 live',
    ]);
    expect(within(lastWeek!).getByRole('rowheader').textContent).toBe('Week of Nov 9, 2026');
    expect(cells(lastWeek!)).toEqual(['+1,178', '+589', '+60,000', '+30,000', '+1', '+0.5', '1 video']);

    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    const months = await screen.findByRole('table', { name: /Totals by month/ });
    const [november] = within(months).getAllByRole('row').slice(1);
    expect(within(november!).getByRole('rowheader').textContent).toBe('November 2026');
    expect(cells(november!)[0]).toBe('+1,338');
  });

  it('exports the same range as a CSV file from a link a keyboard reaches', async () => {
    await renderGains('90d');
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe(`${paths.channelGainsCsv(CHANNEL_ID)}?range=90d`);
    expect(link.hasAttribute('download')).toBe(true);
    // Each table scrolls in its own box, which a keyboard can focus and which is named by its caption.
    const boxes = screen.getAllByRole('region', { name: /Daily gains over the last 90 days|Totals by week/ });
    expect(boxes).toHaveLength(2);
    for (const box of boxes) expect(box.getAttribute('tabindex')).toBe('0');
    await userEvent.tab();
    expect(document.activeElement).toBe(link);
    await userEvent.tab();
    expect(document.activeElement).toBe(boxes[0]);
  });

  it('says so when the range has no figure yet, and when the table could not be read', async () => {
    answer = (range) => Response.json(gainsOf([], range));
    await renderGains();
    expect(await screen.findByRole('heading', { name: 'No figures in this range yet' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s message when the read fails', async () => {
    answer = () => Response.json({ message: 'Channel not found' }, { status: 404 });
    await renderGains();
    expect(await screen.findByRole('heading', { name: 'Could not load the daily gains' })).toBeTruthy();
    expect(screen.getByText(/Channel not found/)).toBeTruthy();
  });
});
