'use client';

import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { NotificationSettings } from '@channel-countdown/contract';
import { translateContractText } from '../i18n';
import { serverMessage } from '../api';
import { usePushSubscription, type PushState } from './usePushSubscription';

type Update = (key: keyof NotificationSettings, value: boolean) => void;

/** What to tell the user when push cannot be turned on here. */
const PUSH_REFUSED: Partial<Record<PushState, MessageDescriptor>> = {
  denied: msg`This browser blocks notifications for this site, so push notifications are off. Allow notifications in the browser's site settings, then turn them on again.`,
  unsupported: msg`This browser cannot receive push notifications (it needs a secure connection and the Push API).`,
  unconfigured: msg`Push notifications are not set up on this server.`,
};

/**
 * The Notifications tab's delivery switches: turning 'Push Notifications' on asks the browser's permission and
 * subscribes this device (turned back off, with the reason, when the browser refuses or cannot); turning it
 * off unsubscribes this device. Email needs mail on the server, which the Email Updates description says when it is missing.
 */
export function useDeliverySwitches(update: Update) {
  const push = usePushSubscription();
  const [message, setMessage] = useState<string | null>(null);
  const { i18n } = useLingui();
  const onChange: Update = (key, value) => {
    update(key, value);
    if (key !== 'pushNotifications') return;
    setMessage(null);
    void (value ? push.subscribe() : push.unsubscribe()).then(
      (state) => {
        const refusal = value ? PUSH_REFUSED[state] : undefined;
        if (refusal) {
          update('pushNotifications', false);
          setMessage(i18n._(refusal));
        }
      },
      (error: unknown) => {
        const server = serverMessage(error);
        const reason = server === null ? i18n._(msg`Please try again.`) : translateContractText(i18n, server);
        setMessage(
          value
            ? i18n._(msg`Push notifications could not be turned on. ${reason}`)
            : i18n._(msg`Push notifications could not be turned off. ${reason}`),
        );
      },
    );
  };
  return { onChange, message, emailConfigured: push.emailConfigured, pushState: push.state };
}

/** Why push was refused here, under the delivery switches (the Email Updates description says when mail is off). */
export function DeliveryNotes({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" style={{ margin: 0, fontSize: '0.8125rem', color: 'var(--color-danger)' }}>
      {message}
    </p>
  );
}
