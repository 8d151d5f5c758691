import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { reactRouter } from '../react-router';
import { DEFAULT_SETTINGS, paths } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog, type Locale } from '../i18n';
import { fixtureUser } from '../mocks/fixtures/users';
import { AppLayout } from './AppLayout';
import { pageWords } from '../mocks';

// A signed-in user with two unread notifications.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.user) return Response.json(fixtureUser);
      if (path === paths.settings) return Response.json(DEFAULT_SETTINGS);
      if (path === paths.notifications) return Response.json({ items: [], unreadCount: 2, nextCursor: null });
      if (path === paths.channels) return Response.json([]);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The English texts of the header, the user menu and the mobile menu. */
const ENGLISH = [
  'Skip to content',
  'Add Channel',
  'Notifications, 2 unread',
  'Main',
  'Blogs',
  'Dashboard',
  'Active Timers',
  'Analytics',
  'Settings',
  'Dark Mode',
  'Light Mode',
  'Sign Out',
  'Open menu',
  'Close menu',
  'Signed in user',
  'Online',
  'Navigation',
  'Actions',
  'Toggle Theme',
];

async function renderLayout(locale: Locale) {
  await loadCatalog(locale);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <AppProviders router={reactRouter} locale={locale}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route index element={<main>page</main>} />
            </Route>
          </Routes>
        </AppProviders>
      </MemoryRouter>,
    );
  });
}

describe('the navigation in the reader’s language', () => {
  it('in English, as the header words it', async () => {
    await renderLayout('en');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Add Channel' })).not.toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blogs' }),
    ).not.toBeNull();
  });

  it('in Spanish: the desktop header and the user menu, with no English left', async () => {
    const user = userEvent.setup();
    await renderLayout('es');
    expect(await screen.findByRole('button', { name: 'Notificaciones, 2 sin leer' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Añadir canal' })).not.toBeNull();
    expect(
      within(screen.getByRole('navigation', { name: 'Principal' })).getByRole('link', { name: 'Blogs' }),
    ).not.toBeNull();

    await user.click(screen.getByRole('button', { name: /creator_jane/ }));
    const menu = await screen.findByRole('menu');
    for (const item of ['Panel', 'Temporizadores activos', 'Analíticas', 'Ajustes', 'Cerrar sesión'])
      expect(within(menu).getByRole('menuitem', { name: item })).not.toBeNull();
    expect(within(menu).getByRole('menuitem', { name: /^Modo (oscuro|claro)$/ })).not.toBeNull();
    expect(within(menu).getByText('usuario')).not.toBeNull();

    const words = pageWords();
    for (const english of ENGLISH.filter((text) => text !== 'Blogs')) expect(words).not.toContain(english);
  });

  it('in Arabic: the mobile menu, with no English left', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: true,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    const user = userEvent.setup();
    await renderLayout('ar');
    expect(await screen.findByRole('button', { name: 'إضافة قناة' })).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'فتح القائمة' }));
    const sheet = await screen.findByRole('dialog', { name: 'القائمة' });
    expect(within(sheet).getByRole('button', { name: 'إغلاق القائمة' })).not.toBeNull();
    expect(within(sheet).getByText('متصل')).not.toBeNull();
    const navigation = within(sheet).getByRole('navigation', { name: 'التنقل' });
    for (const link of ['لوحة التحكم', 'المؤقتات النشطة', 'التحليلات', 'المدونات', 'الإعدادات'])
      expect(within(navigation).getByRole('link', { name: link })).not.toBeNull();
    for (const action of ['إضافة قناة', 'تبديل المظهر', 'تسجيل الخروج'])
      expect(within(sheet).getByRole('button', { name: action })).not.toBeNull();
    expect(within(sheet).getByRole('button', { name: /^الإشعارات/ })).not.toBeNull();

    const words = pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });
});
