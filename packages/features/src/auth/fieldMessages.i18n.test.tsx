import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { paths } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog } from '../i18n';
import { AuthScreen } from './AuthScreen';

// A visitor: the session check answers 401, and Google sign-in is not set up.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.user) return Response.json({ message: 'Not signed in' }, { status: 401 });
      return Response.json({ firebase: null });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the sign-in forms’ field messages (the contract’s) in the reader’s language', () => {
  it('the sign-in form’s field messages, in Spanish', async () => {
    const user = userEvent.setup();
    await loadCatalog('es');
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/auth']}>
          <AppProviders router={reactRouter} locale="es">
            <AuthScreen />
          </AppProviders>
        </MemoryRouter>,
      );
    });
    await user.click(screen.getAllByRole('button', { name: 'Iniciar sesión' })[0]!);
    expect(await screen.findByText('El nombre de usuario es obligatorio')).not.toBeNull();
    expect(screen.getByText('La contraseña es obligatoria')).not.toBeNull();
    expect(document.body.textContent).not.toContain('Username is required');
    expect(document.body.textContent).not.toContain('Password is required');
  });

  it('the sign-up form’s field messages, in Arabic', async () => {
    const user = userEvent.setup();
    await loadCatalog('ar');
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/auth?tab=signup']}>
          <AppProviders router={reactRouter} locale="ar">
            <AuthScreen />
          </AppProviders>
        </MemoryRouter>,
      );
    });
    await user.click(screen.getByRole('tab', { name: 'التسجيل' }));
    await user.type(screen.getByLabelText('اسم المستخدم'), 'ab');
    await user.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    expect(await screen.findByText('يجب أن يتكون اسم المستخدم من 3 أحرف على الأقل')).not.toBeNull();
    expect(document.body.textContent).not.toContain('Username must be at least 3 characters');
  });
});
