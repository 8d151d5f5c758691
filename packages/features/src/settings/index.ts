// Public API of the settings domain for the other domains (and, through screen.ts, the package entry):
// no screens, so importing it never pulls a lazily loaded page into the importer's chunk.
export { checkAvatarFile, avatarSizeLimitMb, avatarTargetSize, avatarEncoding } from './avatarRules';
export { settingsQueryKey, settingsQueryOptions, useSettings, useSavedSettings } from './api/settings';
export { useSavedTheme } from './useSavedTheme';
export { useChooseTheme } from './useChooseTheme';
