// The package entry @channel-countdown/features/dashboard: its screens, lazily loaded by the host, and the public API.
export * from './index';
export { DashboardScreen } from './DashboardScreen';
export type { DashboardScreenProps, DashboardView } from './DashboardScreen';
