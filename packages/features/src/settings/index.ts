export { SettingsScreen } from './SettingsScreen';
export type { SettingsScreenProps } from './SettingsScreen';
export { checkAvatarFile, avatarSizeLimitMb, avatarTargetSize, avatarEncoding } from './avatarRules';
