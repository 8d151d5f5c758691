import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { paths } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog, type Locale } from '../i18n';
import { fixtureUser } from '../mocks/fixtures/users';
import { ErrorScreen } from './ErrorScreen';
import { NotFoundScreen } from './NotFoundScreen';
import { pageWords } from '../mocks';

let signedIn = false;
beforeEach(() => {
  signedIn = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.user)
        return signedIn
          ? Response.json(fixtureUser)
          : Response.json({ message: 'Unauthorized' }, { status: 401 });
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The English texts of the not-found and error pages. */
const ENGLISH = [
  'Page Not Found',
  "The page you're looking for doesn't exist or has been moved.",
  'Back to Dashboard',
  'Back to Home',
  'Sign In',
  'Sign Up',
  'Something went wrong',
  'An unexpected error occurred. Please try refreshing the page.',
  'Refresh Page',
];

async function renderIn(locale: Locale, screenElement: React.ReactNode) {
  await loadCatalog(locale);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <AppProviders router={reactRouter} locale={locale}>
          {screenElement}
        </AppProviders>
      </MemoryRouter>,
    );
  });
}

describe('the not-found and error pages in the reader’s language', () => {
  it('in English, as the page words them', async () => {
    await renderIn('en', <NotFoundScreen />);
    expect(await screen.findByRole('link', { name: 'Back to Home' })).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Page Not Found · Channel Countdown'));
  });

  it('in Spanish: a visitor’s not-found page, with no English left', async () => {
    await renderIn('es', <NotFoundScreen />);
    expect(await screen.findByRole('link', { name: 'Volver al inicio' })).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).not.toBeNull();
    expect(screen.getByText('La página que buscas no existe o se ha movido.')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Registrarse' })).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Página no encontrada · Channel Countdown'));
    const words = pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });

  it('in Arabic: a user’s not-found page leads back to the dashboard', async () => {
    signedIn = true;
    await renderIn('ar', <NotFoundScreen />);
    expect(await screen.findByRole('link', { name: 'العودة إلى لوحة التحكم' })).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'الصفحة غير موجودة' })).not.toBeNull();
    expect(screen.getByText('الصفحة التي تبحث عنها غير موجودة أو تم نقلها.')).not.toBeNull();
    const words = pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });

  it('in Spanish: the error page', async () => {
    await renderIn('es', <ErrorScreen />);
    expect(screen.getByRole('heading', { name: 'Algo ha salido mal' })).not.toBeNull();
    expect(
      screen.getByText('Se ha producido un error inesperado. Prueba a recargar la página.'),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Recargar página' })).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Algo ha salido mal · Channel Countdown'));
    for (const english of ENGLISH) expect(pageWords()).not.toContain(english);
  });

  it('in Arabic: the error page', async () => {
    await renderIn('ar', <ErrorScreen />);
    expect(screen.getByRole('heading', { name: 'حدث خطأ ما' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'تحديث الصفحة' })).not.toBeNull();
    for (const english of ENGLISH) expect(pageWords()).not.toContain(english);
  });
});
