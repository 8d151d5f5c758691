import { describe, expect, it } from 'vitest';
import { buildSettingsExport } from './settingsExport';
import { defaultNotificationSettings, defaultPrivacySettings, defaultTimerSettings, isDeleteConfirmed, productEmail } from './settingsModel';

describe('buildSettingsExport', () => {
  const now = new Date('2026-11-22T03:04:05.678Z');
  const file = buildSettingsExport({
    username: 'creator_1',
    notifications: { ...defaultNotificationSettings, emailUpdates: true },
    timerSettings: { ...defaultTimerSettings, warningTime: 12 },
    privacySettings: defaultPrivacySettings,
    now,
  });

  it('names the file after the timer settings and the date', () => {
    expect(file.fileName).toBe('channel-countdown-timer-settings-2026-11-22.json');
  });

  it('holds the user name, the three setting groups as edited and the ISO export date, nothing else', () => {
    expect(file.data).toEqual({
      user: { username: 'creator_1' },
      notifications: { ...defaultNotificationSettings, emailUpdates: true },
      timerSettings: { ...defaultTimerSettings, warningTime: 12 },
      privacySettings: defaultPrivacySettings,
      exportDate: '2026-11-22T03:04:05.678Z',
    });
  });
});

describe('settings defaults (SPEC §3)', () => {
  it('turns every notification on except email updates', () => {
    expect(defaultNotificationSettings).toEqual({
      timerComplete: true,
      timerWarning: true,
      emailUpdates: false,
      pushNotifications: true,
      soundEnabled: true,
      vibrationEnabled: true,
    });
  });

  it('uses 7 days, a 24 h warning and auto refresh with countdown, without auto restart', () => {
    expect(defaultTimerSettings).toEqual({ defaultDuration: 7, warningTime: 24, autoRestart: false, autoRefresh: true, showCountdown: true });
  });

  it('collects data and crash reports but no analytics', () => {
    expect(defaultPrivacySettings).toEqual({ dataCollection: true, analytics: false, crashReporting: true });
  });
});

describe('account deletion confirmation', () => {
  it('accepts exactly DELETE only', () => {
    expect(isDeleteConfirmed('DELETE')).toBe(true);
    for (const text of ['delete', 'DELETE ', ' DELETE', 'DELET', '']) expect(isDeleteConfirmed(text)).toBe(false);
  });
});

it('builds the read-only email from the username and the product domain', () => {
  expect(productEmail('maya')).toBe('maya@channelcountdown.app');
});
