import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { DEFAULT_SETTINGS, paths, type AnalyticsRange } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog, type Locale } from '../i18n';
import { analyticsOf, channelFixtures, fixtureCycles, pageWords } from '../mocks';
import { FIXTURE_NOW } from '../mocks/fixtures/channels';
import { fixtureUser } from '../mocks/fixtures/users';
import { AnalyticsScreen } from './AnalyticsScreen';

// A signed-in user whose five fixture channels have the fixture cycle histories.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname;
      if (path === paths.user) return Response.json(fixtureUser);
      if (path === paths.settings) return Response.json(DEFAULT_SETTINGS);
      if (path === paths.channels) return Response.json(channelFixtures);
      if (path === paths.activeTimers) return Response.json([]);
      if (path === paths.dashboardStats)
        return Response.json({ totalChannels: channelFixtures.length, activeTimers: 3, completedCycles: 10 });
      if (path === paths.analytics) {
        const range = (url.searchParams.get('range') ?? '30d') as AnalyticsRange;
        return Response.json(analyticsOf(range, channelFixtures, fixtureCycles, FIXTURE_NOW));
      }
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The English words of the screen, each of which a translated page no longer shows. */
const ENGLISH = [
  'How your channels and countdown cycles are doing',
  'Time range',
  'Last 30 days',
  'Refresh analytics',
  'Total Channels',
  'Active Timers',
  'Completed Cycles',
  'Deleted Cycles',
  'Cycles With an Upload',
  'completed cycles had an upload',
  '(upload or not)',
  'Completed with an upload',
  'Uploads inside cycles',
  'Running right now',
  'ended cycles',
  'in previous',
  'in the last',
  ' vs ',
  'Channel Performance',
  'how long they lasted',
  'Last update',
  'Avg. days per cycle',
  'Subscribers',
  'Inactive',
  'Key Insights',
  'Channel growth',
  'Timer completion',
  'Average cycle',
  'Steady rhythm',
  'Seven-day cycles',
  'Recommendations',
  'Plan the next upload',
  'Refresh channel data weekly',
  'Keep notes per channel',
  ' days',
];

async function renderAnalytics(locale: Locale) {
  await loadCatalog(locale);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/analytics']}>
        <AppProviders router={reactRouter} locale={locale}>
          <AnalyticsScreen download={() => {}} />
        </AppProviders>
      </MemoryRouter>,
    );
  });
}

describe('the analytics page in the reader’s language', () => {
  it('in English, as the page words it', async () => {
    await renderAnalytics('en');
    const list = await screen.findByRole('list', { name: 'Channel performance' });
    expect(within(list).getAllByText(/^Last update [A-Z][a-z]{2} \d+, 2026$/).length).toBeGreaterThan(0);
    expect(screen.getByText(/^\d+\.\d days? in the last 30 days, vs .* in previous 30 days$/)).not.toBeNull();
  });

  it('in Spanish: the cards, the performance list, the insights and the range, with no English left', async () => {
    await renderAnalytics('es');
    const list = await screen.findByRole('list', { name: 'Rendimiento de los canales' });
    expect(screen.getByRole('heading', { level: 1, name: 'Analíticas' })).not.toBeNull();
    expect(document.title).toBe('Analíticas · Channel Countdown');
    for (const label of [
      'Canales en total',
      'Temporizadores activos',
      'Ciclos completados',
      'Ciclos eliminados',
    ])
      expect(screen.getByText(label)).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Actualizar analíticas' })).not.toBeNull();
    expect(screen.getByRole('button', { name: /Periodo/ }).textContent).toContain('Últimos 30 días');
    expect(within(list).getAllByText(/^Última actualización: \d+ \w+ 2026$/).length).toBeGreaterThan(0);
    expect(within(list).getAllByText('Días medios por ciclo').length).toBeGreaterThan(0);
    expect(screen.getByText('Datos clave')).not.toBeNull();
    expect(screen.getByText('Recomendaciones')).not.toBeNull();
    expect(
      screen.getByText(/^\d+,\d días en los últimos 30 días, frente a .* en los 30 días anteriores$/),
    ).not.toBeNull();

    const words = pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });

  it('in Arabic: another range names itself in the texts', async () => {
    const user = userEvent.setup();
    await renderAnalytics('ar');
    await screen.findByRole('list', { name: 'أداء القنوات' });
    await user.click(screen.getByRole('button', { name: /الفترة الزمنية/ }));
    await user.click(await screen.findByRole('option', { name: 'آخر 7 أيام' }));
    expect((await screen.findAllByText('الأيام السبعة السابقة', { exact: false })).length).toBeGreaterThan(0);
    expect(screen.getByText(/الدورات التي انتهت/).textContent).toContain('في آخر 7 أيام');

    const words = pageWords();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    for (const english of [...ENGLISH, 'Last 7 days']) expect(words).not.toContain(english);
  });
});
