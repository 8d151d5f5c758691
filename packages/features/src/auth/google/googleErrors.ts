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

/** What a person reads when Google sign-in is not set up for this site (the operator's fix goes to the console). */
export const GOOGLE_UNAVAILABLE_TEXT =
  'Google sign-in is not available on this site right now. Please sign in with your username and password instead.';
const GOOGLE_FALLBACK_TEXT = 'Failed to sign in with Google. Please try again.';

/** The provider's codes whose failure the person can do something about, in their words. */
const PROVIDER_CODE_TEXTS: Record<string, string> = {
  'auth/popup-closed-by-user':
    'The Google window was closed before you finished signing in. Please try again.',
  'auth/cancelled-popup-request':
    'The Google window was closed before you finished signing in. Please try again.',
  'auth/popup-blocked': 'Your browser blocked the Google window. Allow pop-ups for this site and try again.',
  'auth/network-request-failed': 'Could not reach Google. Check your connection and try again.',
  'auth/user-disabled': 'This Google account has been disabled.',
  'auth/too-many-requests': 'Too many sign-in attempts. Please wait a few minutes and try again.',
};

/** What the site's operator must do, logged for them (never shown to the person signing in). */
const OPERATOR_HINTS: Record<string, string> = {
  [MISSING_CONFIGURATION_CODE]:
    'Google sign-in has no Firebase configuration: set the Firebase settings on the server (see README) and make sure this domain is authorized in the Firebase Console.',
  [UNAUTHORIZED_DOMAIN_CODE]:
    "Google sign-in: this domain is not in the Firebase project's authorized domains (Firebase Console › Authentication › Settings › Authorized domains).",
};

/** SPEC §8, in words for the person: the toast for a failed Google sign-in, from the provider's error code. */
export function googleSignInErrorToast(error: unknown): ToastOptions {
  const code = codeOf(error);
  const operatorHint = code ? OPERATOR_HINTS[code] : undefined;
  if (operatorHint) {
    console.warn(operatorHint);
    return {
      title: 'Google Sign-in Unavailable',
      description: GOOGLE_UNAVAILABLE_TEXT,
      variant: 'destructive',
    };
  }
  const known = code ? PROVIDER_CODE_TEXTS[code] : undefined;
  // A provider failure without a text of ours carries developer wording ("Firebase: Error (auth/…)"): the
  // fallback; a refused token exchange carries the server's own sentence.
  const message = !code && error instanceof Error ? error.message : '';
  return {
    title: 'Sign-in Failed',
    description: known ?? (message || GOOGLE_FALLBACK_TEXT),
    variant: 'destructive',
  };
}

const GOOGLE_EXCHANGE_FAILED_TEXT = 'Google sign-in could not be completed. Please try again.';

/**
 * SPEC §7: the message of a refused token exchange: the server's own, else (a body that is not JSON, or JSON
 * without a message) a sentence rather than SPEC's 'Unknown error' / 'Failed to authenticate with backend'.
 */
export function exchangeFailureMessage(bodyText: string): string {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return GOOGLE_EXCHANGE_FAILED_TEXT;
  }
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  return typeof message === 'string' && message ? message : GOOGLE_EXCHANGE_FAILED_TEXT;
}

/** SPEC §5: an emulator address must start with http or https. */
export const isValidEmulatorUrl = (url: string) => /^https?:\/\//.test(url);
