import { useState } from 'react';
import type { NotificationSettings } from '@channel-countdown/contract';
import { usePushSubscription, type PushState } from './usePushSubscription';

type Update = (key: keyof NotificationSettings, value: boolean) => void;

/** What to tell the user when push cannot be turned on here. */
const PUSH_REFUSED: Partial<Record<PushState, string>> = {
  denied:
    "This browser blocks notifications for this site, so push notifications are off. Allow notifications in the browser's site settings, then turn them on again.",
  unsupported: 'This browser cannot receive push notifications (it needs a secure connection and the Push API).',
  unconfigured: 'Push notifications are not set up on this server.',
};

/**
 * The Notifications tab's delivery switches: turning 'Push Notifications' on asks the browser's permission and
 * subscribes this device (turned back off, with the reason, when the browser refuses or cannot); turning it
 * off unsubscribes this device. Email needs mail on the server, which the note under the switches says.
 */
export function useDeliverySwitches(update: Update) {
  const push = usePushSubscription();
  const [message, setMessage] = useState<string | null>(null);
  const onChange: Update = (key, value) => {
    update(key, value);
    if (key !== 'pushNotifications') return;
    setMessage(null);
    void (value ? push.subscribe() : push.unsubscribe()).then(
      (state) => {
        const refusal = value ? PUSH_REFUSED[state] : undefined;
        if (refusal) {
          update('pushNotifications', false);
          setMessage(refusal);
        }
      },
      (error: unknown) => setMessage(`Push notifications could not be turned ${value ? 'on' : 'off'}: ${(error as Error).message}`),
    );
  };
  return { onChange, message, emailConfigured: push.emailConfigured, pushState: push.state };
}

/** The notes under the delivery switches: why push was refused here, and whether the server sends email. */
export function DeliveryNotes({ message, emailConfigured }: { message: string | null; emailConfigured: boolean }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--space-2)', fontSize: '0.8125rem' }}>
      {message && (
        <p role="alert" style={{ margin: 0, color: 'var(--color-danger)' }}>
          {message}
        </p>
      )}
      {!emailConfigured && (
        <p style={{ margin: 0, color: 'var(--color-text-muted)' }}>
          Email is not set up on this server, so no reminder emails are sent whatever this switch says.
        </p>
      )}
    </div>
  );
}
