// The package entry @channel-countdown/features/analytics: its screens, lazily loaded by the host, and the public API.
export * from './index';
export { AnalyticsScreen } from './AnalyticsScreen';
export type { AnalyticsScreenProps } from './AnalyticsScreen';
