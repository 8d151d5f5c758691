// The package entry @channel-countdown/features/timers: its screens, lazily loaded by the host, and the public API.
export * from './index';
export { TimersScreen } from './TimersScreen';
