import { DEFAULT_DURATION_LIMITS, WARNING_TIME_LIMITS } from '@channel-countdown/contract';
import { Card, CardContent, CardHeading, Slider, Stack } from '@channel-countdown/ui';
import type { TimerSettings } from './settingsModel';
import { SwitchGroup, type SwitchOption } from './SwitchGroup';
import type { SettingsForm } from './useSettingsForm';

type SwitchKey = 'autoRestart' | 'autoRefresh' | 'showCountdown';

const switches: SwitchOption<SwitchKey>[] = [
  { key: 'autoRestart', label: 'Auto Restart', description: 'Start a new cycle when a timer completes.' },
  { key: 'autoRefresh', label: 'Auto Refresh', description: 'Keep channel data up to date automatically.' },
  { key: 'showCountdown', label: 'Show Countdown', description: 'Show the time left on each channel card.' },
];

/** SPEC §2, §9: two sliders (the contract's limits: 1–30 days, 1–72 hours) and three switches. */
export function TimersTab({ form }: { form: SettingsForm }) {
  const { timerSettings, updateTimerSetting } = form;
  const switchValues: Pick<TimerSettings, SwitchKey> = timerSettings;
  return (
    <Card>
      <CardHeading title="Timers" description="Defaults for new countdowns" />
      <CardContent>
        <Stack gap={6}>
          <Slider
            label="Default Timer Duration (days)"
            minValue={DEFAULT_DURATION_LIMITS.min}
            maxValue={DEFAULT_DURATION_LIMITS.max}
            step={1}
            value={timerSettings.defaultDuration}
            onChange={(value) => updateTimerSetting('defaultDuration', value)}
          />
          <Slider
            label="Warning Time (hours before completion)"
            minValue={WARNING_TIME_LIMITS.min}
            maxValue={WARNING_TIME_LIMITS.max}
            step={1}
            value={timerSettings.warningTime}
            onChange={(value) => updateTimerSetting('warningTime', value)}
          />
          <SwitchGroup
            legend="Behaviour"
            options={switches}
            values={switchValues}
            onChange={updateTimerSetting}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
