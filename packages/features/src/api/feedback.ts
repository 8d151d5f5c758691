import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ToastOptions } from '@channel-countdown/ui';
import { englishI18n, translateContractText } from '../i18n';
import { failureText, isUnauthorizedError, serverMessage } from './client';

/**
 * A toast text: as written, or read from the error of the failed call. `serverMessageOr(fallback)` is the
 * server's own `{message}` (none when the call never reached it), else the fallback, else no text;
 * `errorMessage` is what happened in words: the server's message without its status code, or that the server
 * could not be reached.
 */
export type ErrorText =
  | string
  | MessageDescriptor
  | { readonly serverMessageOr: string | MessageDescriptor | null }
  | typeof errorMessage;

/** What happened, in words: the server's message without its status code, or that it could not be reached. */
export const errorMessage = { errorMessage: true } as const;

/** The server's own message, else `fallback` (no text when there is neither). */
export const serverMessageOr = (fallback: string | MessageDescriptor | null = null): ErrorText => ({
  serverMessageOr: fallback,
});

/** The toast a failed call shows. */
export interface ErrorToast {
  readonly title: ErrorText;
  readonly description?: ErrorText;
}

/**
 * The `meta` of a query or mutation of this package: what its failure tells the user. AppProviders reads it
 * from the QueryClient's caches (FailureFeedback), so no screen handles a 401 or a failure toast itself.
 */
export interface FeedbackMeta {
  /**
   * The call needs the session: a 401 (SPEC §8) means it ended, so the user sees 'Unauthorized' and goes to
   * sign in again, instead of the error toast. Off for calls whose 401 is an answer (a wrong password).
   */
  readonly signInOnUnauthorized?: boolean;
  /** The toast shown when the call fails (for any failure but the 401 above). */
  readonly errorToast?: ErrorToast;
}

/** `meta` for a query or mutation, typed here (TanStack's own meta type is a plain record). */
export const feedbackMeta = (meta: FeedbackMeta): Record<string, unknown> => ({ ...meta });

/** SPEC §8: the toast shown before the redirect to sign in. */
export const UNAUTHORIZED_TOAST = {
  title: msg`Unauthorized`,
  description: msg`You are logged out. Logging in again...`,
} as const;

/** The toast shown before the redirect to sign in, in the language of `i18n`. */
export function unauthorizedToast(i18n: I18n = englishI18n): ToastOptions {
  return {
    title: i18n._(UNAUTHORIZED_TOAST.title),
    description: i18n._(UNAUTHORIZED_TOAST.description),
    variant: 'destructive',
  };
}

/** What to do about a failed call: send the user to sign in, show a toast, or nothing. */
export type FailureOutcome = { readonly signIn: true } | { readonly toast: ToastOptions } | null;

function translated(text: string | MessageDescriptor, i18n: I18n): string {
  return typeof text === 'string' ? text : i18n._(text);
}

function textOf(text: ErrorText | undefined, error: unknown, i18n: I18n): string | undefined {
  if (text === undefined) return undefined;
  if (typeof text === 'string' || 'id' in text) return translated(text, i18n);
  if ('errorMessage' in text) return failureText(error, i18n);
  const message = serverMessage(error);
  if (message !== null) return translateContractText(i18n, message);
  return text.serverMessageOr === null ? undefined : translated(text.serverMessageOr, i18n);
}

/**
 * The feedback for a call that failed with `error`, from its `meta` (anything else in it is ignored), in the
 * language of `i18n`: the catalog's texts translated, and the server's words too when the contract knows them.
 */
export function failureFeedback(
  error: unknown,
  meta: Record<string, unknown> | undefined,
  i18n: I18n = englishI18n,
): FailureOutcome {
  const { signInOnUnauthorized, errorToast } = (meta ?? {}) as FeedbackMeta;
  if (signInOnUnauthorized && isUnauthorizedError(error)) return { signIn: true };
  if (!errorToast) return null;
  const title = textOf(errorToast.title, error, i18n) ?? '';
  const description = textOf(errorToast.description, error, i18n);
  return { toast: { title, ...(description === undefined ? {} : { description }), variant: 'destructive' } };
}
