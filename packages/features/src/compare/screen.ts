// The package entry @channel-countdown/features/compare: its screen (/compare, issue 43), lazily loaded by the host, and the public API.
export * from './index';
export { CompareScreen } from './CompareScreen';
