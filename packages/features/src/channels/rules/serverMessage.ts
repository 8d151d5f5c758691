// The rule lives with the ApiError it reads; the channels' rules (and their importers) keep offering it.
import { ApiError, serverMessage, UNREACHABLE_TEXT } from '../../api';

export { serverMessage };

/**
 * What a failed lookup says (SPEC §8's preview failure, in words): offline, no such channel, or the server's
 * own sentence (YouTube not answering, a spent allowance, too many lookups).
 */
export function lookupFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return typeof navigator !== 'undefined' && !navigator.onLine
      ? 'You are offline. Connect to the internet and try again.'
      : UNREACHABLE_TEXT;
  }
  if (error.status === 404)
    return 'No YouTube channel was found for that link, handle or ID. Check it and try again.';
  return serverMessage(error) ?? 'Failed to fetch channel information';
}
