import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { reactRouter } from '../react-router';
import { DEFAULT_SETTINGS, paths } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog, type Locale } from '../i18n';
import { channelFixtures, cyclesOf, gainsOf, historyOf, pixelAndPine, uploadsOf, pageWords } from '../mocks';
import { fixtureUser } from '../mocks/fixtures/users';
import { ChannelPageScreen } from './ChannelPageScreen';

// A signed-in user on the page of Pixel & Pine Studio.
beforeEach(() => {
  // The chart measures its frame.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const id = pixelAndPine.id;
      if (path === paths.user) return Response.json(fixtureUser);
      if (path === paths.channels) return Response.json(channelFixtures);
      if (path === paths.settings) return Response.json(DEFAULT_SETTINGS);
      if (path === paths.channelHistory(id)) return Response.json(historyOf(pixelAndPine));
      if (path === paths.channelGains(id)) return Response.json(gainsOf(historyOf(pixelAndPine), '30d'));
      if (path === paths.channelUploads(id)) return Response.json(uploadsOf(pixelAndPine));
      if (path === paths.channelCycles(id)) return Response.json(cyclesOf(pixelAndPine));
      if (path === paths.channelReminders(id)) return Response.json({ muted: false, off: [] });
      if (path === paths.channelSparklines) return Response.json({});
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const ENGLISH = [
  'Connected ',
  'Last upload',
  'Current cycle',
  'View Channel',
  'Refresh',
  'Reminders',
  'Subscribers',
  'Videos',
  'Views',
  'Subscribers change',
  'History',
  'Time range',
  'Latest uploads',
  'Cycle history',
  'Average length',
  'Completed of all cycles',
  'Cycles, newest first',
  'Outcome',
  'Open notes',
  'history chart',
  'Daily gains',
  'Export CSV',
  'Totals by',
  'per day',
];

async function renderChannelPage(locale: Locale) {
  await loadCatalog(locale);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[`/channels/${pixelAndPine.id}`]}>
        <AppProviders router={reactRouter} locale={locale}>
          <Routes>
            <Route path="/channels/:id" element={<ChannelPageScreen />} />
          </Routes>
        </AppProviders>
      </MemoryRouter>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'Pixel & Pine Studio' });
}

describe('the channel page in the reader’s language', () => {
  it('in English, as the page words it', async () => {
    await renderChannelPage('en');
    expect(await screen.findByRole('heading', { name: 'Cycle history' })).not.toBeNull();
    expect(document.body.textContent).toContain('Connected Jun 14, 2026');
  });

  it('in Spanish: the header, figures, history, uploads, cycles and notes, with no English left', async () => {
    await renderChannelPage('es');
    expect(document.body.textContent).toContain('Conectado el 14 jun 2026');
    expect(screen.getByRole('group', { name: 'Ciclo actual' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Ver canal' })).not.toBeNull();
    expect(await screen.findByRole('button', { name: 'Recordatorios' })).not.toBeNull();
    for (const figure of ['Suscriptores', 'Vídeos', 'Visualizaciones'])
      expect(screen.getByRole('heading', { level: 2, name: figure })).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Historial' })).not.toBeNull();
    expect(
      await screen.findByRole('group', { name: /^Gráfico del historial de suscriptores, \d+ puntos\./ }),
    ).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Últimas subidas' })).not.toBeNull();
    const cycles = await screen.findByRole('table', { name: 'Ciclos, los más recientes primero' });
    for (const column of ['Iniciado', 'Terminado', 'Resultado'])
      expect(within(cycles).getByRole('columnheader', { name: column })).not.toBeNull();
    expect(screen.getByText('Duración media')).not.toBeNull();
    const gains = await screen.findByRole('table', {
      name: 'Ganancias diarias de los últimos 30 días, las más recientes primero',
    });
    for (const column of ['Fecha', 'Suscriptores: cambio', 'Visualizaciones: cambio'])
      expect(within(gains).getByRole('columnheader', { name: column })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Exportar CSV' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Abrir notas (2)' })).not.toBeNull();

    const words = pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });

  it('in Arabic: the figures and the cycle history', async () => {
    await renderChannelPage('ar');
    for (const figure of ['المشتركون', 'الفيديوهات', 'المشاهدات'])
      expect(screen.getByRole('heading', { level: 2, name: figure })).not.toBeNull();
    expect(document.querySelector('[aria-label="تغيّر المشتركين"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'سجل الدورات' })).not.toBeNull();
    expect(await screen.findByText('متوسط المدة')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'أحدث الفيديوهات المرفوعة' })).not.toBeNull();

    const words = pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });
});
