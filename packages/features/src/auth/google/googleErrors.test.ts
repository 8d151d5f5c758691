import { describe, expect, it, vi } from 'vitest';
import { FirebaseError } from 'firebase/app';
import {
  GoogleSignInError,
  exchangeFailureMessage,
  googleSignInErrorToast,
  isValidEmulatorUrl,
} from './googleErrors';

describe('googleSignInErrorToast (SPEC §8, in words for the person)', () => {
  it('tells the person to use their password when the site is not set up, and the operator (console) why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const error of [
      new GoogleSignInError('auth/configuration-not-found'),
      new FirebaseError('auth/unauthorized-domain', 'Firebase: Error'),
    ]) {
      const toast = googleSignInErrorToast(error);
      expect(toast).toEqual({
        title: 'Google Sign-in Unavailable',
        description:
          'Google sign-in is not available on this site right now. Please sign in with your username and password instead.',
        variant: 'destructive',
      });
      expect(JSON.stringify(toast)).not.toMatch(/Firebase|Replit|domain/i);
    }
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/Firebase Console/);
    expect(warn.mock.calls[1]?.[0]).toMatch(/authorized domains/);
    warn.mockRestore();
  });

  it("says what happened for the provider's codes a person can act on, never the provider's wording", () => {
    expect(
      googleSignInErrorToast(
        new FirebaseError('auth/popup-closed-by-user', 'Firebase: Error (auth/popup-closed-by-user).'),
      ),
    ).toMatchObject({
      title: 'Sign-in Failed',
      description: 'The Google window was closed before you finished signing in. Please try again.',
    });
    expect(
      googleSignInErrorToast(
        new FirebaseError('auth/internal-error', 'Firebase: Error (auth/internal-error).'),
      ),
    ).toMatchObject({ description: 'Failed to sign in with Google. Please try again.' });
  });

  it("shows a refused exchange's sentence, or the fallback", () => {
    expect(googleSignInErrorToast(new Error('Invalid or expired Google sign-in token'))).toMatchObject({
      title: 'Sign-in Failed',
      description: 'Invalid or expired Google sign-in token',
    });
    expect(googleSignInErrorToast(new Error(''))).toMatchObject({
      title: 'Sign-in Failed',
      description: 'Failed to sign in with Google. Please try again.',
    });
    expect(googleSignInErrorToast('weird').description).toBe(
      'Failed to sign in with Google. Please try again.',
    );
  });
});

describe('exchangeFailureMessage (SPEC §7)', () => {
  it("reads the error JSON's message", () => {
    expect(exchangeFailureMessage('{"message":"Invalid ID token"}')).toBe('Invalid ID token');
  });
  it('gives a sentence for a body that is not JSON', () => {
    expect(exchangeFailureMessage('<html>502</html>')).toBe(
      'Google sign-in could not be completed. Please try again.',
    );
  });
  it('gives that sentence without a message', () => {
    expect(exchangeFailureMessage('{}')).toBe('Google sign-in could not be completed. Please try again.');
    expect(exchangeFailureMessage('null')).toBe('Google sign-in could not be completed. Please try again.');
  });
});

describe('isValidEmulatorUrl (SPEC §5)', () => {
  it('accepts only http and https addresses', () => {
    expect(isValidEmulatorUrl('http://127.0.0.1:9099')).toBe(true);
    expect(isValidEmulatorUrl('https://emulator.example')).toBe(true);
    expect(isValidEmulatorUrl('127.0.0.1:9099')).toBe(false);
  });
});
