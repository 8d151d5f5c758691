// The package entry @channel-countdown/features/channel-page: its screen (/channels/:id, issue 18), lazily loaded by the host, and the public API.
export * from './index';
export { ChannelPageScreen } from './ChannelPageScreen';
