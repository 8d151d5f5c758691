import { Card, CardContent, CardHeading, Stack } from '@channel-countdown/ui';
import { DeliveryNotes, useDeliverySwitches } from '../notifications';
import type { NotificationSettings } from './settingsModel';
import { SwitchGroup, type SwitchOption } from './SwitchGroup';
import type { SettingsForm } from './useSettingsForm';

type Key = keyof NotificationSettings;

/** SPEC §2: six switches in three groups. */
const groups: { legend: string; options: SwitchOption<Key>[] }[] = [
  {
    legend: 'Timer Alerts',
    options: [
      {
        key: 'timerComplete',
        label: 'Timer Completion',
        description: 'Tell me when a countdown reaches zero.',
      },
      { key: 'timerWarning', label: 'Timer Warnings', description: 'Warn me before a countdown ends.' },
    ],
  },
  {
    legend: 'Delivery',
    options: [
      {
        key: 'emailUpdates',
        label: 'Email Updates',
        description:
          'Email me my reminders (a cycle ending soon or completed, a new upload); several at once come as one message.',
      },
      {
        key: 'pushNotifications',
        label: 'Push Notifications',
        description: 'Show notifications in this browser.',
      },
    ],
  },
  {
    legend: 'Sound & Vibration',
    options: [
      { key: 'soundEnabled', label: 'Sound', description: 'Play a sound with each notification.' },
      { key: 'vibrationEnabled', label: 'Vibration', description: 'Vibrate on devices that support it.' },
    ],
  },
];

/** Said in place of the Email Updates description when the server cannot send mail (no SMTP_URL). */
const EMAIL_OFF_DESCRIPTION =
  'Email is off: the server has no mail configured, so no reminder emails are sent.';

const withEmailOff = (option: SwitchOption<Key>): SwitchOption<Key> =>
  option.key === 'emailUpdates' ? { ...option, description: EMAIL_OFF_DESCRIPTION } : option;

export function NotificationsTab({ form }: { form: SettingsForm }) {
  const delivery = useDeliverySwitches(form.updateNotification);
  // Push reads on only once this browser is subscribed: the saved choice alone sends nothing here.
  const values = {
    ...form.notifications,
    pushNotifications: form.notifications.pushNotifications && delivery.pushState === 'subscribed',
  };
  return (
    <Card>
      <CardHeading title="Notifications" description="Choose how you hear about your timers" />
      <CardContent>
        <Stack gap={6}>
          {groups.map((group) => (
            <SwitchGroup
              key={group.legend}
              legend={group.legend}
              options={delivery.emailConfigured ? group.options : group.options.map(withEmailOff)}
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
