'use client';

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Card, CardContent, CardHeading, Stack } from '@channel-countdown/ui';
import { DeliveryNotes, useDeliverySwitches } from '../notifications';
import type { NotificationSettings } from './settingsModel';
import { SwitchGroup, type SwitchOption } from './SwitchGroup';
import type { SettingsForm } from './useSettingsForm';

type Key = keyof NotificationSettings;

type Option = { key: Key; label: MessageDescriptor; description: MessageDescriptor };

/** SPEC §2: six switches in three groups. */
const groups: { id: string; legend: MessageDescriptor; options: Option[] }[] = [
  {
    id: 'alerts',
    legend: msg`Timer Alerts`,
    options: [
      {
        key: 'timerComplete',
        label: msg`Timer Completion`,
        description: msg`Tell me when a countdown reaches zero.`,
      },
      {
        key: 'timerWarning',
        label: msg`Timer Warnings`,
        description: msg`Warn me before a countdown ends.`,
      },
    ],
  },
  {
    id: 'delivery',
    legend: msg`Delivery`,
    options: [
      {
        key: 'emailUpdates',
        label: msg`Email Updates`,
        description: msg`Email me my reminders (a cycle ending soon or completed, a new upload); several at once come as one message.`,
      },
      {
        key: 'pushNotifications',
        label: msg`Push Notifications`,
        description: msg`Show notifications in this browser.`,
      },
    ],
  },
  {
    id: 'sound',
    legend: msg`Sound & Vibration`,
    options: [
      { key: 'soundEnabled', label: msg`Sound`, description: msg`Play a sound with each notification.` },
      {
        key: 'vibrationEnabled',
        label: msg`Vibration`,
        description: msg`Vibrate on devices that support it.`,
      },
    ],
  },
];

/** Said in place of the Email Updates description when the server cannot send mail (no SMTP_URL). */
const EMAIL_OFF_DESCRIPTION = msg`Email is off: the server has no mail configured, so no reminder emails are sent.`;

/** A switch in the language of `i18n`, the Email Updates one saying that email is off when it is. */
const switchOf = (option: Option, i18n: I18n, emailConfigured: boolean): SwitchOption<Key> => ({
  key: option.key,
  label: i18n._(option.label),
  description: i18n._(
    option.key === 'emailUpdates' && !emailConfigured ? EMAIL_OFF_DESCRIPTION : option.description,
  ),
});

export function NotificationsTab({ form }: { form: SettingsForm }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const delivery = useDeliverySwitches(form.updateNotification);
  // Push reads on only once this browser is subscribed: the saved choice alone sends nothing here.
  const values = {
    ...form.notifications,
    pushNotifications: form.notifications.pushNotifications && delivery.pushState === 'subscribed',
  };
  return (
    <Card>
      <CardHeading title={t`Notifications`} description={t`Choose how you hear about your timers`} />
      <CardContent>
        <Stack gap={6}>
          {groups.map((group) => (
            <SwitchGroup
              key={group.id}
              legend={i18n._(group.legend)}
              options={group.options.map((option) => switchOf(option, i18n, delivery.emailConfigured))}
              values={values}
              onChange={delivery.onChange}
            />
          ))}
          <DeliveryNotes message={delivery.message} />
        </Stack>
      </CardContent>
    </Card>
  );
}
