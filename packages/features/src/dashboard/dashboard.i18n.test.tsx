import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { DEFAULT_SETTINGS, paths } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog, type Locale } from '../i18n';
import { channelFixtures, statsOf } from '../mocks/fixtures/channels';
import { fixtureUser } from '../mocks/fixtures/users';
import { DashboardScreen } from './DashboardScreen';
import { pageWords } from '../mocks';

// A signed-in user with the fixture channels.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.user) return Response.json(fixtureUser);
      if (path === paths.channels) return Response.json(channelFixtures);
      if (path === paths.dashboardStats) return Response.json(statsOf(channelFixtures));
      if (path === paths.channelSparklines) return Response.json({});
      if (path === paths.settings) return Response.json(DEFAULT_SETTINGS);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The English texts of the dashboard: its heading, tabs, figures and cards. */
const ENGLISH = [
  'Dashboard',
  'Overview',
  'Channels',
  'Your Channels',
  'Active Timers',
  'Completed',
  'Day Cycles',
  'Dashboard stats',
  'Dashboard views',
  'Subscribers',
  'Videos',
  'Status',
  'View Channel',
  'Refresh channel data',
  'More actions for',
  'Notes (',
  'Notes preview',
  'Since ',
  'REMAINING',
];

async function renderDashboard(locale: Locale) {
  await loadCatalog(locale);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <AppProviders router={reactRouter} locale={locale} applyToDocument>
          <DashboardScreen />
        </AppProviders>
      </MemoryRouter>,
    );
  });
}

describe('the dashboard in the reader’s language', () => {
  it('in English, as the dashboard words it', async () => {
    await renderDashboard('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Pixel & Pine Studio' })).not.toBeNull();
    expect(screen.getAllByText('Subscribers').length).toBeGreaterThan(0);
  });

  it('in Spanish: the heading, tabs, figures and cards, with no English left', async () => {
    await renderDashboard('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel' })).not.toBeNull();
    const tabs = screen.getByRole('tablist', { name: 'Vistas del panel' });
    for (const tab of ['Resumen', 'Canales', 'Analíticas'])
      expect(within(tabs).getByRole('tab', { name: tab })).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Tus canales' })).not.toBeNull();
    const stats = screen.getByRole('group', { name: 'Estadísticas del panel' });
    for (const label of ['Canales', 'Temporizadores activos', 'Completado', 'Días por ciclo'])
      expect(within(stats).getByText(label)).not.toBeNull();

    const name = await screen.findByRole('heading', { name: 'Pixel & Pine Studio' });
    const card = name.closest<HTMLElement>('[aria-labelledby]')!;
    expect(within(card).getByText('Suscriptores')).not.toBeNull();
    expect(within(card).getByText('Vídeos')).not.toBeNull();
    expect(within(card).getByText('Estado')).not.toBeNull();
    expect(within(card).getByText('Desde el 14 jun 2026')).not.toBeNull();
    expect(await within(card).findByRole('link', { name: 'Ver canal' })).not.toBeNull();
    expect(within(card).getByRole('button', { name: 'Notas (2)' })).not.toBeNull();
    expect(
      within(card).getByRole('button', { name: 'Más acciones para Pixel & Pine Studio' }),
    ).not.toBeNull();
    expect(document.title).toBe('Panel · Channel Countdown');

    const words = pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });

  it('in Arabic: the analytics tab', async () => {
    const user = userEvent.setup();
    await renderDashboard('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة التحكم' })).not.toBeNull();
    await user.click(screen.getByRole('tab', { name: 'التحليلات' }));
    expect(await screen.findByRole('heading', { name: 'تحليلات القنوات' })).not.toBeNull();
    const summary = await screen.findByRole('group', { name: 'ملخص التحليلات' });
    for (const label of ['المؤقتات النشطة', 'مكتمل', 'الاكتمال التالي', 'النشاط الأخير'])
      expect(within(summary).getByText(label)).not.toBeNull();
    expect(screen.getByText('القنوات الأفضل أداءً')).not.toBeNull();
    expect(screen.getAllByText('معدل النجاح').length).toBeGreaterThan(0);
    // Pixel & Pine Studio: 4 of its 5 cycles completed.
    expect(screen.getByText('اكتملت 4 من 5 دورات')).not.toBeNull();

    const words = pageWords();
    for (const english of [...ENGLISH, 'Top Performing Channels', 'Success Rate', 'cycles completed'])
      expect(words).not.toContain(english);
  });
});
