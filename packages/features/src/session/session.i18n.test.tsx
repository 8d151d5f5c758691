import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { reactRouter } from '../react-router';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { AppProviders } from '../AppProviders';
import { ApiError, feedbackMeta } from '../api';
import { loadCatalog, type Locale } from '../i18n';
import { FullPageSpinner } from './FullPageSpinner';
import { ProtectedRoute } from './guards';

// Nobody is signed in, and the session check never answers unless a test says so.
let answerSession = true;
beforeEach(() => {
  answerSession = true;
  vi.stubGlobal('fetch', (async () =>
    answerSession
      ? Response.json({ message: 'Unauthorized' }, { status: 401 })
      : new Promise<Response>(() => {})) as typeof fetch);
});
afterEach(() => vi.unstubAllGlobals());

async function renderAt(locale: Locale, path: string, element: React.ReactNode, queryClient?: QueryClient) {
  await loadCatalog(locale);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppProviders router={reactRouter} locale={locale} queryClient={queryClient}>
          <Routes>
            <Route path="*" element={element} />
          </Routes>
        </AppProviders>
      </MemoryRouter>,
    );
  });
}

const failMutation = (client: QueryClient, error: unknown, meta: Record<string, unknown>) =>
  act(() =>
    new MutationObserver(client, { mutationFn: () => Promise.reject(error), meta }).mutate().catch(() => {}),
  );

describe('the session’s screens and toasts in the reader’s language', () => {
  it('the guard’s wait on the dashboard says so in Spanish', async () => {
    answerSession = false;
    await renderAt('es', '/', <ProtectedRoute>page</ProtectedRoute>);
    expect(screen.getAllByText('Cargando tu panel...').length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading your dashboard...')).toBeNull();
  });

  it('a page of cards loading says so in Arabic', async () => {
    await renderAt('ar', '/timers', <FullPageSpinner />);
    expect(screen.getByRole('status').textContent).toBe('جارٍ تحميل هذه الصفحة');
    expect(screen.queryByText('Loading this page')).toBeNull();
  });

  it('an ended session’s toast, in Spanish', async () => {
    const client = new QueryClient();
    await renderAt('es', '/timers', <p>page</p>, client);
    await failMutation(
      client,
      new ApiError(401, 'Unauthorized'),
      feedbackMeta({ signInOnUnauthorized: true }),
    );
    expect(screen.getByText('No autorizado')).not.toBeNull();
    expect(screen.getByText('Se ha cerrado tu sesión. Volviendo a iniciar sesión...')).not.toBeNull();
    expect(screen.queryByText('You are logged out. Logging in again...')).toBeNull();
  });

  it('a refused login’s toast in Arabic: its title, and the server’s known words translated', async () => {
    const client = new QueryClient();
    await renderAt('ar', '/auth', <p>page</p>, client);
    await failMutation(
      client,
      new ApiError(401, 'Invalid username or password'),
      feedbackMeta({ errorToast: { title: msg`Login failed`, description: { errorMessage: true } } }),
    );
    expect(screen.getByText('فشل تسجيل الدخول')).not.toBeNull();
    expect(screen.getByText('اسم المستخدم أو كلمة المرور غير صحيحة')).not.toBeNull();
    expect(screen.queryByText('Invalid username or password')).toBeNull();
  });

  it('words the server alone knows are shown as it says them', async () => {
    const client = new QueryClient();
    await renderAt('es', '/auth', <p>page</p>, client);
    await failMutation(
      client,
      new ApiError(409, 'You cannot delete your own account'),
      feedbackMeta({ errorToast: { title: msg`Registration failed`, description: { errorMessage: true } } }),
    );
    expect(screen.getByText('No se ha podido completar el registro')).not.toBeNull();
    expect(screen.getByText('You cannot delete your own account')).not.toBeNull();
  });
});
