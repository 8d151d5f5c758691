import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  DeliveryError,
  DeliveryStatus,
  DestinationDelivery,
  DestinationEvent,
  DestinationKind,
  DestinationTestResult,
} from '@channel-countdown/contract';

/** The kinds of destination as the app names them. */
export const kindName = (kind: DestinationKind, i18n: I18n): string =>
  ({
    webhook: i18n._(msg`Webhook`),
    discord: i18n._(msg`Discord`),
    slack: i18n._(msg`Slack`),
    ntfy: i18n._(msg`ntfy`),
    telegram: i18n._(msg`Telegram`),
  })[kind];

export const eventName = (event: DestinationEvent | 'test', i18n: I18n): string =>
  ({
    'cycle-ending': i18n._(msg`Timer ending soon`),
    'cycle-completed': i18n._(msg`Timer completed`),
    'new-upload': i18n._(msg`New upload`),
    test: i18n._(msg`Test message`),
  })[event];

export const statusName = (status: DeliveryStatus, i18n: I18n): string =>
  ({
    pending: i18n._(msg`Waiting`),
    sent: i18n._(msg`Delivered`),
    retrying: i18n._(msg`Will retry`),
    failed: i18n._(msg`Failed`),
  })[status];

/** Why a delivery did not arrive, in a sentence (the receiver's status, when it answered, is in the log). */
export function errorSentence(error: DeliveryError, responseStatus: number | null, i18n: I18n): string {
  switch (error) {
    case 'address-refused':
      return i18n._(msg`The address is on a private or local network, so nothing was sent.`);
    case 'not-found':
      return i18n._(msg`The address's server name could not be found.`);
    case 'unreachable':
      return i18n._(msg`The server could not be reached.`);
    case 'timeout':
      return i18n._(msg`The server took too long to answer.`);
    case 'too-large':
      return i18n._(msg`The server's answer was too large.`);
    case 'redirect':
      return i18n._(msg`The server tried to send the message elsewhere, which is not followed.`);
    case 'rejected':
      return responseStatus !== null && responseStatus >= 500
        ? i18n._(msg`The server had a problem and did not take the message.`)
        : i18n._(msg`The server refused the message. Check the address and, for a bot, its token and chat.`);
  }
}

/** What "Send test" tells the user. */
export const testOutcome = (result: DestinationTestResult, i18n: I18n): string =>
  result.sent
    ? i18n._(msg`The test message was delivered.`)
    : errorSentence(result.error ?? 'unreachable', result.responseStatus, i18n);

/** A log entry's outcome in a sentence. */
export const deliveryOutcome = (delivery: DestinationDelivery, i18n: I18n): string =>
  delivery.error === null
    ? statusName(delivery.status, i18n)
    : errorSentence(delivery.error, delivery.responseStatus, i18n);
