// The rule lives with the ApiError it reads; the channels' rules (and their importers) keep offering it.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, serverMessage, UNREACHABLE_MESSAGE } from '../../api';
import { englishI18n, translateContractText } from '../../i18n';

export { serverMessage };

/**
 * What a failed lookup says (SPEC §8's preview failure, in words): offline, no such channel, or the server's
 * own sentence (YouTube not answering, a spent allowance, too many lookups).
 */
export function lookupFailureText(error: unknown, i18n: I18n = englishI18n): string {
  if (!(error instanceof ApiError)) {
    return typeof navigator !== 'undefined' && !navigator.onLine
      ? i18n._(msg`You are offline. Connect to the internet and try again.`)
      : i18n._(UNREACHABLE_MESSAGE);
  }
  if (error.status === 404)
    return i18n._(msg`No YouTube channel was found for that link, handle or ID. Check it and try again.`);
  const message = serverMessage(error);
  return message === null
    ? i18n._(msg`Failed to fetch channel information`)
    : translateContractText(i18n, message);
}
