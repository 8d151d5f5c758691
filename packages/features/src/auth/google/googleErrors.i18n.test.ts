import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../i18n';
import { exchangeFailureMessage, googleSignInErrorToast, GoogleSignInError } from './googleErrors';

describe('a failed Google sign-in’s toast in the reader’s language', () => {
  it('in Spanish: a closed window, a missing configuration, a refused exchange', async () => {
    const es = await loadCatalog('es');
    expect(googleSignInErrorToast({ code: 'auth/popup-closed-by-user' }, es)).toMatchObject({
      title: 'No se ha podido iniciar sesión',
      description:
        'La ventana de Google se cerró antes de que terminaras de iniciar sesión. Inténtalo de nuevo.',
    });
    expect(googleSignInErrorToast(new GoogleSignInError('auth/configuration-not-found'), es)).toMatchObject({
      title: 'Inicio de sesión con Google no disponible',
    });
    expect(
      googleSignInErrorToast(new Error(exchangeFailureMessage('<html>502</html>')), es).description,
    ).toBe('No se ha podido completar el inicio de sesión con Google. Inténtalo de nuevo.');
  });

  it('in Arabic: the server’s known refusal translated, its other words as they are', async () => {
    const ar = await loadCatalog('ar');
    expect(
      googleSignInErrorToast(
        new Error(exchangeFailureMessage('{"message":"Invalid or expired Google sign-in token"}')),
        ar,
      ).description,
    ).toBe('رمز تسجيل الدخول عبر Google غير صالح أو منتهي الصلاحية');
    expect(googleSignInErrorToast(new Error('Invalid ID token'), ar)).toMatchObject({
      title: 'فشل تسجيل الدخول',
      description: 'Invalid ID token',
    });
  });
});
