import type { NotificationSettings, PrivacySettings, TimerSettings } from './settingsModel';

export interface SettingsExportInput {
  username: string;
  notifications: NotificationSettings;
  timerSettings: TimerSettings;
  privacySettings: PrivacySettings;
  now: Date;
}

export interface SettingsExportFile {
  fileName: string;
  data: {
    user: { username: string };
    notifications: NotificationSettings;
    timerSettings: TimerSettings;
    privacySettings: PrivacySettings;
    exportDate: string;
  };
}

/** SPEC §3 "Settings export file": the product's timer-settings words, the (UTC) date, .json. */
export function buildSettingsExport({ username, notifications, timerSettings, privacySettings, now }: SettingsExportInput): SettingsExportFile {
  const exportDate = now.toISOString();
  return {
    fileName: `channel-countdown-timer-settings-${exportDate.slice(0, 10)}.json`,
    data: { user: { username }, notifications, timerSettings, privacySettings, exportDate },
  };
}
