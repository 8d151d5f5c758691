import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  DeliveryError,
  DeliveryStatus,
  DestinationDelivery,
  DestinationTestResult,
} from '@channel-countdown/contract';
import { eventName, kindName } from '../../notifications';

export { eventName, kindName };

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
