import type { ToastOptions } from '@channel-countdown/ui';
import { failureText, isUnauthorizedError, serverMessage } from './client';

/**
 * A toast text: as written, or read from the error of the failed call. `serverMessageOr(fallback)` is the
 * server's own `{message}` (none when the call never reached it), else the fallback, else no text;
 * `errorMessage` is what happened in words: the server's message without its status code, or that the server
 * could not be reached.
 */
export type ErrorText = string | { readonly serverMessageOr: string | null } | typeof errorMessage;

/** What happened, in words: the server's message without its status code, or that it could not be reached. */
export const errorMessage = { errorMessage: true } as const;

/** The server's own message, else `fallback` (no text when there is neither). */
export const serverMessageOr = (fallback: string | null = null): ErrorText => ({ serverMessageOr: fallback });

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
export const UNAUTHORIZED_TOAST: ToastOptions = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
  variant: 'destructive',
};

/** What to do about a failed call: send the user to sign in, show a toast, or nothing. */
export type FailureOutcome = { readonly signIn: true } | { readonly toast: ToastOptions } | null;

function textOf(text: ErrorText | undefined, error: unknown): string | undefined {
  if (text === undefined || typeof text === 'string') return text;
  if ('errorMessage' in text) return failureText(error);
  return serverMessage(error) ?? text.serverMessageOr ?? undefined;
}

/** The feedback for a call that failed with `error`, from its `meta` (anything else in it is ignored). */
export function failureFeedback(error: unknown, meta: Record<string, unknown> | undefined): FailureOutcome {
  const { signInOnUnauthorized, errorToast } = (meta ?? {}) as FeedbackMeta;
  if (signInOnUnauthorized && isUnauthorizedError(error)) return { signIn: true };
  if (!errorToast) return null;
  const title = textOf(errorToast.title, error) ?? '';
  const description = textOf(errorToast.description, error);
  return { toast: { title, ...(description === undefined ? {} : { description }), variant: 'destructive' } };
}
