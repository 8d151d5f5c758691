import { TIMER_CYCLE_DAYS } from './limits.js';
import type { Settings } from './settings.js';

/**
 * The settings' limits and defaults as plain values, without zod: the dashboard follows the saved settings
 * (the cards' countdown, the theme) and must not load the schemas for that (see limits.ts).
 */
export const DEFAULT_DURATION_LIMITS = { min: 1, max: 30 } as const;
export const WARNING_TIME_LIMITS = { min: 1, max: 72 } as const;

export const DEFAULT_SETTINGS: Settings = {
  notifications: {
    timerComplete: true,
    timerWarning: true,
    emailUpdates: false,
    pushNotifications: true,
    soundEnabled: true,
    vibrationEnabled: true,
  },
  timers: {
    defaultDuration: TIMER_CYCLE_DAYS,
    warningTime: 24,
    autoRestart: false,
    autoRefresh: true,
    showCountdown: true,
  },
  privacy: { dataCollection: true, analytics: false, crashReporting: true },
  appearance: { theme: 'system', language: 'auto' },
};
