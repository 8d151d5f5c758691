import { describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import {
  GoogleSignInError,
  exchangeFailureMessage,
  googleSignInErrorToast,
  isValidEmulatorUrl,
} from './googleErrors';

describe('googleSignInErrorToast (SPEC §8)', () => {
  it('explains a missing configuration', () => {
    expect(googleSignInErrorToast(new GoogleSignInError('auth/configuration-not-found'))).toEqual({
      title: 'Domain Not Authorized',
      description:
        'Please authorize the Replit domain in Firebase Console and try again. Use email sign-in as an alternative.',
      variant: 'destructive',
    });
  });

  it("explains the provider's unauthorized-domain code", () => {
    const toast = googleSignInErrorToast(new FirebaseError('auth/unauthorized-domain', 'Firebase: Error'));
    expect(toast.title).toBe('Domain Not Authorized');
    expect(toast.description).toBe('This domain needs to be added to Firebase authorized domains list.');
  });

  it("shows any other failure's message, or the fallback", () => {
    expect(
      googleSignInErrorToast(new FirebaseError('auth/popup-closed-by-user', 'Popup closed')),
    ).toMatchObject({
      title: 'Sign-in Failed',
      description: 'Popup closed',
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
  it("gives 'Unknown error' for a body that is not JSON", () => {
    expect(exchangeFailureMessage('<html>502</html>')).toBe('Unknown error');
  });
  it("gives 'Failed to authenticate with backend' without a message", () => {
    expect(exchangeFailureMessage('{}')).toBe('Failed to authenticate with backend');
    expect(exchangeFailureMessage('null')).toBe('Failed to authenticate with backend');
  });
});

describe('isValidEmulatorUrl (SPEC §5)', () => {
  it('accepts only http and https addresses', () => {
    expect(isValidEmulatorUrl('http://127.0.0.1:9099')).toBe(true);
    expect(isValidEmulatorUrl('https://emulator.example')).toBe(true);
    expect(isValidEmulatorUrl('127.0.0.1:9099')).toBe(false);
  });
});
