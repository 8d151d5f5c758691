import type { ToastOptions } from '@channel-countdown/ui';

/** The identity provider's code for a project without (usable) configuration. */
export const MISSING_CONFIGURATION_CODE = 'auth/configuration-not-found';
export const UNAUTHORIZED_DOMAIN_CODE = 'auth/unauthorized-domain';

/** A failure with a provider code, also raised by us when GET /api/config has no Firebase config. */
export class GoogleSignInError extends Error {
  constructor(
    readonly code: string,
    message: string = code,
  ) {
    super(message);
    this.name = 'GoogleSignInError';
  }
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : null;

/** SPEC §8: the toast for a failed Google sign-in, from the provider's error code. */
export function googleSignInErrorToast(error: unknown): ToastOptions {
  const code = codeOf(error);
  if (code === MISSING_CONFIGURATION_CODE) {
    return {
      title: 'Domain Not Authorized',
      description:
        'Please authorize the Replit domain in Firebase Console and try again. Use email sign-in as an alternative.',
      variant: 'destructive',
    };
  }
  if (code === UNAUTHORIZED_DOMAIN_CODE) {
    return {
      title: 'Domain Not Authorized',
      description: 'This domain needs to be added to Firebase authorized domains list.',
      variant: 'destructive',
    };
  }
  const message = error instanceof Error ? error.message : '';
  return {
    title: 'Sign-in Failed',
    description: message || 'Failed to sign in with Google. Please try again.',
    variant: 'destructive',
  };
}

/**
 * SPEC §7: the message of a refused token exchange. A body that is not JSON reads 'Unknown error'; JSON
 * without a message gives 'Failed to authenticate with backend'.
 */
export function exchangeFailureMessage(bodyText: string): string {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return 'Unknown error';
  }
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  return typeof message === 'string' && message ? message : 'Failed to authenticate with backend';
}

/** SPEC §5: an emulator address must start with http or https. */
export const isValidEmulatorUrl = (url: string) => /^https?:\/\//.test(url);
