/** SPEC §3: the settings held in screen state, with their defaults. Nothing here is sent to a server. */
export interface NotificationSettings {
  timerComplete: boolean;
  timerWarning: boolean;
  emailUpdates: boolean;
  pushNotifications: boolean;
  soundEnabled: boolean;
  vibrationEnabled: boolean;
}

export interface TimerSettings {
  /** Days, 1 to 30. */
  defaultDuration: number;
  /** Hours before completion, 1 to 72. */
  warningTime: number;
  autoRestart: boolean;
  autoRefresh: boolean;
  showCountdown: boolean;
}

export interface PrivacySettings {
  dataCollection: boolean;
  analytics: boolean;
  crashReporting: boolean;
}

export const defaultNotificationSettings: NotificationSettings = {
  timerComplete: true,
  timerWarning: true,
  emailUpdates: false,
  pushNotifications: true,
  soundEnabled: true,
  vibrationEnabled: true,
};

export const defaultTimerSettings: TimerSettings = {
  defaultDuration: 7,
  warningTime: 24,
  autoRestart: false,
  autoRefresh: true,
  showCountdown: true,
};

export const defaultPrivacySettings: PrivacySettings = {
  dataCollection: true,
  analytics: false,
  crashReporting: true,
};

/** The product's own mail domain: the read-only email field shows username@this. */
export const PRODUCT_EMAIL_DOMAIN = 'channelcountdown.app';

export function productEmail(username: string): string {
  return `${username}@${PRODUCT_EMAIL_DOMAIN}`;
}

/** SPEC §5: account deletion needs exactly this word. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export function isDeleteConfirmed(text: string): boolean {
  return text === DELETE_CONFIRMATION_WORD;
}
