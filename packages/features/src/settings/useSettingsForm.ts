import { useCallback, useState } from 'react';
import {
  defaultNotificationSettings,
  defaultPrivacySettings,
  defaultTimerSettings,
  type NotificationSettings,
  type PrivacySettings,
  type TimerSettings,
} from './settingsModel';

export interface ProfileForm {
  username: string;
  newPassword: string;
  confirmPassword: string;
  deleteConfirmation: string;
}

/**
 * The settings screen's state (SPEC §3, §4): everything lives in the screen; any change raises the dirty
 * flag that shows 'Save Changes', and saving lowers it. Nothing is sent to a server.
 */
export function useSettingsForm(initialUsername: string) {
  const [profile, setProfile] = useState<ProfileForm>({
    username: initialUsername,
    newPassword: '',
    confirmPassword: '',
    deleteConfirmation: '',
  });
  const [notifications, setNotifications] = useState<NotificationSettings>(defaultNotificationSettings);
  const [timerSettings, setTimerSettings] = useState<TimerSettings>(defaultTimerSettings);
  const [privacySettings, setPrivacySettings] = useState<PrivacySettings>(defaultPrivacySettings);
  const [isDirty, setDirty] = useState(false);

  const markDirty = useCallback(() => setDirty(true), []);

  const updateProfile = useCallback(<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => {
    setProfile((current) => ({ ...current, [key]: value }));
    setDirty(true);
  }, []);
  const updateNotification = useCallback(<K extends keyof NotificationSettings>(key: K, value: NotificationSettings[K]) => {
    setNotifications((current) => ({ ...current, [key]: value }));
    setDirty(true);
  }, []);
  const updateTimerSetting = useCallback(<K extends keyof TimerSettings>(key: K, value: TimerSettings[K]) => {
    setTimerSettings((current) => ({ ...current, [key]: value }));
    setDirty(true);
  }, []);
  const updatePrivacy = useCallback(<K extends keyof PrivacySettings>(key: K, value: PrivacySettings[K]) => {
    setPrivacySettings((current) => ({ ...current, [key]: value }));
    setDirty(true);
  }, []);

  return {
    profile,
    notifications,
    timerSettings,
    privacySettings,
    isDirty,
    markDirty,
    markSaved: useCallback(() => setDirty(false), []),
    updateProfile,
    updateNotification,
    updateTimerSetting,
    updatePrivacy,
  };
}

export type SettingsForm = ReturnType<typeof useSettingsForm>;
