import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ToastOptions } from '@channel-countdown/ui';
import { englishI18n, translateContractText } from '../../i18n';

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
const GOOGLE_UNAVAILABLE = msg`Google sign-in is not available on this site right now. Please sign in with your username and password instead.`;
const GOOGLE_FALLBACK = msg`Failed to sign in with Google. Please try again.`;
const POPUP_CLOSED = msg`The Google window was closed before you finished signing in. Please try again.`;

/** The provider's codes whose failure the person can do something about, in their words. */
const PROVIDER_CODE_TEXTS: Record<string, MessageDescriptor> = {
  'auth/popup-closed-by-user': POPUP_CLOSED,
  'auth/cancelled-popup-request': POPUP_CLOSED,
  'auth/popup-blocked': msg`Your browser blocked the Google window. Allow pop-ups for this site and try again.`,
  'auth/network-request-failed': msg`Could not reach Google. Check your connection and try again.`,
  'auth/user-disabled': msg`This Google account has been disabled.`,
  'auth/too-many-requests': msg`Too many sign-in attempts. Please wait a few minutes and try again.`,
};

/** What the site's operator must do, logged for them (never shown to the person signing in). */
/* eslint-disable lingui/no-unlocalized-strings -- the operator's hints are logged, in English, never shown */
const OPERATOR_HINTS: Record<string, string> = {
  [MISSING_CONFIGURATION_CODE]:
    'Google sign-in has no Firebase configuration: set the Firebase settings on the server (see README) and make sure this domain is authorized in the Firebase Console.',
  [UNAUTHORIZED_DOMAIN_CODE]:
    "Google sign-in: this domain is not in the Firebase project's authorized domains (Firebase Console › Authentication › Settings › Authorized domains).",
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * SPEC §8, in words for the person: the toast for a failed Google sign-in, from the provider's error code, in
 * the language of `i18n`.
 */
export function googleSignInErrorToast(error: unknown, i18n: I18n = englishI18n): ToastOptions {
  const code = codeOf(error);
  const operatorHint = code ? OPERATOR_HINTS[code] : undefined;
  if (operatorHint) {
    console.warn(operatorHint);
    return {
      title: i18n._(msg`Google Sign-in Unavailable`),
      description: i18n._(GOOGLE_UNAVAILABLE),
      variant: 'destructive',
    };
  }
  const known = code ? PROVIDER_CODE_TEXTS[code] : undefined;
  // A provider failure without a text of ours carries developer wording ("Firebase: Error (auth/…)"): the
  // fallback; a refused token exchange carries the server's own sentence.
  const message = !code && error instanceof Error ? error.message : '';
  return {
    title: i18n._(msg`Sign-in Failed`),
    description: known
      ? i18n._(known)
      : message
        ? exchangeFailureText(message, i18n)
        : i18n._(GOOGLE_FALLBACK),
    variant: 'destructive',
  };
}

const GOOGLE_EXCHANGE_FAILED = msg`Google sign-in could not be completed. Please try again.`;
/** The refused exchange's sentence in English, as exchangeFailureMessage gives it. */
const googleExchangeFailedText = () => englishI18n._(GOOGLE_EXCHANGE_FAILED);

/** A refused exchange's message (exchangeFailureMessage's) in the language of `i18n`; the server's other words as they are. */
function exchangeFailureText(message: string, i18n: I18n): string {
  return message === googleExchangeFailedText()
    ? i18n._(GOOGLE_EXCHANGE_FAILED)
    : translateContractText(i18n, message);
}

/**
 * SPEC §7: the message of a refused token exchange: the server's own, else (a body that is not JSON, or JSON
 * without a message) a sentence rather than SPEC's 'Unknown error' / 'Failed to authenticate with backend'.
 */
export function exchangeFailureMessage(bodyText: string): string {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return googleExchangeFailedText();
  }
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
  return typeof message === 'string' && message ? message : googleExchangeFailedText();
}

/** SPEC §5: an emulator address must start with http or https. */
export const isValidEmulatorUrl = (url: string) => /^https?:\/\//.test(url);
