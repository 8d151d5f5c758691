// The package entry @channel-countdown/features/settings: its screens, lazily loaded by the host, and the public API.
export * from './index';
export { SettingsScreen } from './SettingsScreen';
export type { SettingsScreenProps } from './SettingsScreen';
export { ApiTokensSection } from './apiTokens/ApiTokensSection';
export { DestinationsSection } from './destinations/DestinationsSection';
export { FeedsSection } from './feeds/FeedsSection';
