// The package entry @channel-countdown/features/admin: its screens, lazily loaded by the host, and the public API.
export * from './index';
export { AdminScreen } from './AdminScreen';
