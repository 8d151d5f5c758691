import { z } from 'zod';
import { DEFAULT_DURATION_LIMITS, WARNING_TIME_LIMITS } from './settingsDefaults.js';
import { LOCALES, type LanguageSetting } from './locales.js';

/**
 * A user's settings (SPEC §3), kept on the server: GET and PUT /api/settings carry the whole object.
 * The one definition of their fields, limits and defaults, for the Settings screen and the server.
 */
export const notificationSettingsSchema = z.object({
  timerComplete: z.boolean(),
  timerWarning: z.boolean(),
  emailUpdates: z.boolean(),
  pushNotifications: z.boolean(),
  soundEnabled: z.boolean(),
  vibrationEnabled: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const timerSettingsSchema = z.object({
  /** Days of a new cycle. */
  defaultDuration: z
    .number()
    .int('Default duration must be a whole number of days')
    .min(DEFAULT_DURATION_LIMITS.min, `Default duration must be at least ${DEFAULT_DURATION_LIMITS.min} day`)
    .max(DEFAULT_DURATION_LIMITS.max, `Default duration must be at most ${DEFAULT_DURATION_LIMITS.max} days`),
  /** Hours before the end at which a cycle counts as ending soon. */
  warningTime: z
    .number()
    .int('Warning time must be a whole number of hours')
    .min(WARNING_TIME_LIMITS.min, `Warning time must be at least ${WARNING_TIME_LIMITS.min} hour`)
    .max(WARNING_TIME_LIMITS.max, `Warning time must be at most ${WARNING_TIME_LIMITS.max} hours`),
  autoRestart: z.boolean(),
  autoRefresh: z.boolean(),
  showCountdown: z.boolean(),
});
export type TimerSettings = z.infer<typeof timerSettingsSchema>;

export const privacySettingsSchema = z.object({
  dataCollection: z.boolean(),
  analytics: z.boolean(),
  crashReporting: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const themeSettingSchema = z.enum(['light', 'dark', 'system']);
export const languageSettingSchema = z.enum(['auto', ...LOCALES]) satisfies z.ZodType<LanguageSetting>;
export const appearanceSettingsSchema = z.object({
  theme: themeSettingSchema,
  /** Settings saved before there was a choice of language, and callers that leave it out: the browser's. */
  language: languageSettingSchema.default('auto'),
});
export type AppearanceSettings = z.infer<typeof appearanceSettingsSchema>;

export const settingsSchema = z.strictObject({
  notifications: notificationSettingsSchema,
  timers: timerSettingsSchema,
  privacy: privacySettingsSchema,
  appearance: appearanceSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;
