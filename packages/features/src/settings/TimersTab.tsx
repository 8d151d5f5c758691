'use client';

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { DEFAULT_DURATION_LIMITS, WARNING_TIME_LIMITS } from '@channel-countdown/contract';
import { Card, CardContent, CardHeading, Slider, Stack } from '@channel-countdown/ui';
import type { TimerSettings } from './settingsModel';
import { SwitchGroup, type SwitchOption } from './SwitchGroup';
import type { SettingsForm } from './useSettingsForm';

type SwitchKey = 'autoRestart' | 'autoRefresh' | 'showCountdown';

const switches: { key: SwitchKey; label: MessageDescriptor; description: MessageDescriptor }[] = [
  {
    key: 'autoRestart',
    label: msg`Auto Restart`,
    description: msg`Start a new cycle when a timer completes.`,
  },
  {
    key: 'autoRefresh',
    label: msg`Auto Refresh`,
    description: msg`Keep channel data up to date automatically.`,
  },
  {
    key: 'showCountdown',
    label: msg`Show Countdown`,
    description: msg`Show the time left on each channel card.`,
  },
];

/** SPEC §2, §9: two sliders (the contract's limits: 1–30 days, 1–72 hours) and three switches. */
export function TimersTab({ form }: { form: SettingsForm }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const { timerSettings, updateTimerSetting } = form;
  const options: SwitchOption<SwitchKey>[] = switches.map(({ key, label, description }) => ({
    key,
    label: i18n._(label),
    description: i18n._(description),
  }));
  const switchValues: Pick<TimerSettings, SwitchKey> = timerSettings;
  return (
    <Card>
      <CardHeading title={t`Timers`} description={t`Defaults for new countdowns`} />
      <CardContent>
        <Stack gap={6}>
          <Slider
            label={t`Default Timer Duration (days)`}
            minValue={DEFAULT_DURATION_LIMITS.min}
            maxValue={DEFAULT_DURATION_LIMITS.max}
            step={1}
            value={timerSettings.defaultDuration}
            onChange={(value) => updateTimerSetting('defaultDuration', value)}
          />
          <Slider
            label={t`Warning Time (hours before completion)`}
            minValue={WARNING_TIME_LIMITS.min}
            maxValue={WARNING_TIME_LIMITS.max}
            step={1}
            value={timerSettings.warningTime}
            onChange={(value) => updateTimerSetting('warningTime', value)}
          />
          <SwitchGroup
            legend={t`Behaviour`}
            options={options}
            values={switchValues}
            onChange={updateTimerSetting}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
