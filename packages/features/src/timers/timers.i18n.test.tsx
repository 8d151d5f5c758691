import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { DEFAULT_SETTINGS, paths, type ActiveTimer } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog, type Locale } from '../i18n';
import { channelFixtures } from '../mocks/fixtures/channels';
import { fixtureUser } from '../mocks/fixtures/users';
import { TimersScreen } from './TimersScreen';
import { pageWords } from '../mocks';

/** The fixture channels' current timers, as GET /api/timers/active lists them. */
const activeTimers: ActiveTimer[] = channelFixtures.flatMap((channel) =>
  channel.timer
    ? [
        {
          ...channel.timer,
          channel: {
            id: channel.id,
            channelId: channel.channelId,
            channelName: channel.channelName,
            thumbnailUrl: channel.thumbnailUrl,
            subscriberCount: channel.subscriberCount,
            videoCount: channel.videoCount,
          },
        },
      ]
    : [],
);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.user) return Response.json(fixtureUser);
      if (path === paths.channels) return Response.json(channelFixtures);
      if (path === paths.activeTimers) return Response.json(activeTimers);
      if (path === paths.settings) return Response.json(DEFAULT_SETTINGS);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const ENGLISH = [
  'Active Timers',
  'The current cycle of each of your channels',
  'Back to Dashboard',
  'Refresh',
  'All Timers',
  'Last 7 Days',
  'Last 24h',
  'Timers Found',
  'Showing all of your timers',
  'Started ',
  'Time Left',
  'Subscribers',
  'Videos',
  'Open on YouTube',
  'Delete timer for',
  'Filter timers',
];

async function renderTimers(locale: Locale) {
  await loadCatalog(locale);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/timers']}>
        <AppProviders router={reactRouter} locale={locale}>
          <TimersScreen />
        </AppProviders>
      </MemoryRouter>,
    );
  });
}

describe('the timers page in the reader’s language', () => {
  it('in English, as the page words it', async () => {
    await renderTimers('en');
    expect(
      await screen.findByRole('heading', { name: `${activeTimers.length} Timers Found` }),
    ).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Active Timers' })).not.toBeNull();
  });

  it('in Spanish: the heading, filters and cards, counts included, with no English left', async () => {
    await renderTimers('es');
    expect(
      await screen.findByRole('heading', { name: `${activeTimers.length} temporizadores encontrados` }),
    ).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Temporizadores activos' })).not.toBeNull();
    expect(screen.getByText('Se muestran todos tus temporizadores')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).not.toBeNull();
    const filters = screen.getByRole('radiogroup', { name: 'Filtrar temporizadores' });
    for (const filter of ['Todos los temporizadores', 'Activo', 'En pausa', 'Últimos 7 días', 'Últimas 24 h'])
      expect(within(filters).getByRole('radio', { name: filter })).not.toBeNull();
    const card = screen
      .getByRole('heading', { name: 'Pixel & Pine Studio' })
      .closest<HTMLElement>('[aria-labelledby]')!;
    expect(within(card).getByText('Tiempo restante')).not.toBeNull();
    expect(within(card).getByText(/^Iniciado el \d+ \w+ 2026$/)).not.toBeNull();
    expect(
      within(card).getByRole('button', { name: 'Eliminar el temporizador de Pixel & Pine Studio' }),
    ).not.toBeNull();
    expect(document.title).toBe('Temporizadores activos · Channel Countdown');

    const words = pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });

  it('in Arabic: an empty filter and the delete question', async () => {
    const user = userEvent.setup();
    await renderTimers('ar');
    await screen.findByRole('heading', { level: 1, name: 'المؤقتات النشطة' });
    await user.click(screen.getByRole('radio', { name: 'آخر 24 ساعة' }));
    expect(await screen.findByRole('heading', { name: 'تم العثور على 0 مؤقت' })).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'لم يتم العثور على مؤقتات' })).not.toBeNull();
    expect(
      screen.getByText(
        'لا توجد مؤقتات تطابق عامل التصفية الحالي. جرّب تعديل عامل التصفية أو إضافة قنوات أخرى.',
      ),
    ).not.toBeNull();
    await user.click(screen.getByRole('radio', { name: 'كل المؤقتات' }));
    await user.click(screen.getByRole('button', { name: 'حذف مؤقت Pixel & Pine Studio' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'حذف المؤقت' });
    expect(dialog.textContent).toContain('هل تريد بالتأكيد حذف مؤقت القناة؟');

    const words = pageWords();
    for (const english of [...ENGLISH, 'Delete Timer', 'No timers']) expect(words).not.toContain(english);
  });
});
