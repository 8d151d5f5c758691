import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DEFAULT_SETTINGS, paths } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog, type Locale } from '../i18n';
import { adminHandlers, resetAdminMocks, pageWords } from '../mocks';
import { fixtureAdmin } from '../mocks/fixtures/users';
import { AdminScreen } from './AdminScreen';

// An administrator signed in, over the admin mocks' realistic data.
const server = setupServer(
  http.get(paths.user, () => HttpResponse.json(fixtureAdmin)),
  http.get(paths.settings, () => HttpResponse.json(DEFAULT_SETTINGS)),
  http.get(paths.notifications, () => HttpResponse.json([])),
  ...adminHandlers,
);
beforeAll(() => server.listen({ onUnhandledFrame: 'bypass' }));
beforeEach(() => resetAdminMocks());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The English words of the screen, each of which a translated page no longer shows. */
const ENGLISH = [
  'Admin Dashboard',
  'Monitor system performance',
  'Real-time',
  'Admin Access',
  'Admin sections',
  'Overview',
  'Total Users',
  'Active Users',
  'Channels Tracked',
  'Active Timers',
  'Engagement Score',
  'Platform average',
  'API Calls',
  'Server Load',
  'Every check passes',
  'YouTube units today',
  'Uptime',
  'Total Notes',
  'of users',
  'User Engagement',
  'Average Score',
  'System Health',
  'Operational',
  'Top Performers',
  'active timers',
  'Top Channels',
  ' subscribers',
  ' videos',
  'Progress toward',
];

async function renderAdmin(locale: Locale) {
  await loadCatalog(locale);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <AppProviders router={reactRouter} locale={locale}>
          <AdminScreen />
        </AppProviders>
      </MemoryRouter>,
    );
  });
}

describe('the admin dashboard in the reader’s language', () => {
  it('in English, as the page words it', async () => {
    await renderAdmin('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).not.toBeNull();
    expect(await screen.findByText(/^\d+ users$/)).not.toBeNull();
  });

  it('in Spanish: the header, the overview figures and lists, with no English left', async () => {
    await renderAdmin('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de administración' })).not.toBeNull();
    expect(document.title).toBe('Panel de administración · Channel Countdown');
    expect(await screen.findByText(/^\d+ usuarios$/)).not.toBeNull();
    const tabs = screen.getByRole('tablist', { name: 'Secciones de administración' });
    for (const tab of ['Resumen', 'Usuarios', 'Canales', 'Actividad'])
      expect(within(tabs).getByRole('tab', { name: tab })).not.toBeNull();
    const totals = screen.getByRole('group', { name: 'Totales de la plataforma' });
    for (const figure of ['Usuarios en total', 'Usuarios activos', 'Canales seguidos'])
      expect(within(totals).getByRole('group', { name: figure })).not.toBeNull();
    expect(await screen.findByRole('list', { name: 'Usuarios más destacados' })).not.toBeNull();
    // The tile and the card of the server's health, and its figures in Spanish.
    expect(screen.getByRole('heading', { name: 'Estado del sistema' })).not.toBeNull();
    const health = screen.getByRole('group', { name: 'Estado de la plataforma' });
    expect(within(health).getByRole('group', { name: 'Estado del sistema' })).not.toBeNull();
    expect(await within(health).findByText('Se superan todas las comprobaciones')).not.toBeNull();
    expect(within(health).getByRole('group', { name: 'Llamadas a la API' })).not.toBeNull();
    expect(within(health).getByText('Unidades de YouTube hoy; quedan 7588')).not.toBeNull();
    expect(within(health).getByText('Procesador: 31 % de un núcleo')).not.toBeNull();
    expect(await screen.findByText('3 días')).not.toBeNull();

    const words = pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });

  it('in Arabic: the users tab, its filters and a row’s delete question', async () => {
    const user = userEvent.setup();
    await renderAdmin('ar');
    await screen.findByRole('heading', { level: 1, name: 'لوحة تحكم المسؤول' });
    await user.click(screen.getByRole('tab', { name: 'المستخدمون' }));
    // The users tab's code loads when it is chosen (under a spinner): a busy machine takes more than a second.
    expect(await screen.findByText('إدارة المستخدمين')).not.toBeNull();
    expect(screen.getByRole('searchbox', { name: 'البحث عن المستخدمين' })).not.toBeNull();
    const rowMenu = (await screen.findAllByRole('button', { name: /^إجراءات / }))[1]!;
    await user.click(rowMenu);
    await user.click(await screen.findByRole('menuitem', { name: 'حذف المستخدم' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'حذف حساب المستخدم' });
    expect(dialog.textContent).toContain('هل أنت متأكد من حذف');
    expect(within(dialog).getByRole('button', { name: 'حذف المستخدم' })).not.toBeNull();

    const words = pageWords();
    for (const english of ['User Management', 'Search users', 'Delete User', 'Are you sure', 'Last Activity'])
      expect(words).not.toContain(english);
  });
});
