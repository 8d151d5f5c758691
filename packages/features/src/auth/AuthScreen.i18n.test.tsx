import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { paths } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog, type Locale } from '../i18n';
import { AuthScreen } from './AuthScreen';
import { pageWords } from '../mocks';

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

/** The English texts of the sign-in page (tab, form and marketing column), as the page words them. */
const ENGLISH = [
  'Welcome to Channel Countdown',
  'Join thousands of creators tracking their channels',
  'Sign In',
  'Sign Up',
  'Sign in or create an account',
  'Continue with Google',
  'or continue with username',
  'Username',
  'Enter your username',
  'Password',
  'Enter your password',
  'By continuing, you agree to our',
  'Terms of Service',
  'Privacy Policy',
  'About Channel Countdown',
  'Track your favorite creators',
  'Channel Tracking',
  'Monitor any YouTube channel',
  'Smart Timers',
  'Automatic countdown cycles',
  'Secure & Private',
  'Your data is protected',
  'Trusted by',
  // The ui components' own words: the password field's button and the toasts' region.
  'Show password',
  'Notifications (F8)',
];

function renderAuth(locale: Locale) {
  return render(
    <MemoryRouter initialEntries={['/auth']}>
      <AppProviders router={reactRouter} locale={locale} applyToDocument>
        <AuthScreen />
      </AppProviders>
    </MemoryRouter>,
  );
}

describe('the sign-in page in the reader’s language', () => {
  it('in English (the source language) says what the English page says', async () => {
    renderAuth('en');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).not.toBeNull();
    const words = pageWords();
    for (const english of ENGLISH) expect(words).toContain(english);
    expect(screen.getByText('Trusted by 10,000+ creators')).not.toBeNull();
  });

  it('in Spanish: every text of the page in Spanish, counts included, and no English left', async () => {
    // Not loaded beforehand: the providers wait for the catalog, then draw the page in Spanish (an awaited
    // act lets React draw again once it has loaded, as the browser does).
    await act(async () => {
      renderAuth('es');
    });
    expect((await screen.findByRole('tab', { name: 'Iniciar sesión' })).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Registrarse' })).not.toBeNull();
    expect(screen.getByText('Te damos la bienvenida a Channel Countdown')).not.toBeNull();
    expect(screen.getByLabelText('Nombre de usuario').getAttribute('placeholder')).toBe(
      'Introduce tu nombre de usuario',
    );
    expect(screen.getByLabelText('Contraseña').getAttribute('placeholder')).toBe('Introduce tu contraseña');
    expect(screen.getByRole('button', { name: 'Continuar con Google' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Términos del servicio' }).getAttribute('href')).toBe('#terms');
    expect(screen.getByRole('link', { name: 'Política de privacidad' }).getAttribute('href')).toBe(
      '#privacy',
    );
    // The plural forms, with the numbers written as Spanish writes them.
    expect(
      screen.getByText(
        'Ciclos de cuenta atrás automáticos para cada canal, de 7 días salvo que elijas otra duración',
      ),
    ).not.toBeNull();
    expect(screen.getByText('Más de 10.000 creadores confían en nosotros')).not.toBeNull();
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · Channel Countdown'));

    const words = pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
    expect(document.documentElement.getAttribute('lang')).toBe('es');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
  });

  it('in Arabic: the page in Arabic, right to left, until the app leaves the page', async () => {
    document.documentElement.setAttribute('lang', 'en');
    document.documentElement.removeAttribute('dir');
    await loadCatalog('ar');
    const { unmount } = renderAuth('ar');
    expect(screen.getByRole('tab', { name: 'تسجيل الدخول' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'التسجيل' })).not.toBeNull();
    expect(screen.getByText('مرحبًا بك في Channel Countdown')).not.toBeNull();
    expect(screen.getByLabelText('اسم المستخدم')).not.toBeNull();
    expect(screen.getByLabelText('كلمة المرور')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'المتابعة باستخدام Google' })).not.toBeNull();
    // Arabic's plural forms: 7 takes the "few" form (أيام), 10,000 the "other" one.
    expect(
      screen.getByText('دورات عدّ تنازلي تلقائية لكل قناة، مدتها 7 أيام ما لم تختر مدة أخرى'),
    ).not.toBeNull();
    expect(screen.getByText('يثق بنا أكثر من 10,000 صانع محتوى')).not.toBeNull();

    const words = pageWords();
    for (const english of ENGLISH) expect(words).not.toContain(english);
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');

    unmount();
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
  });

  it("takes an embedding app's own words for the ui components over the language's", async () => {
    await loadCatalog('de');
    render(
      <MemoryRouter initialEntries={['/auth']}>
        <AppProviders router={reactRouter} locale="de" uiStrings={{ showPassword: 'Passwort zeigen' }}>
          <AuthScreen />
        </AppProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: 'Passwort zeigen' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Passwort anzeigen' })).toBeNull();
    // The words it did not replace are the language's.
    expect(screen.getByRole('region', { name: 'Benachrichtigungen (F8)' })).not.toBeNull();
  });
});
