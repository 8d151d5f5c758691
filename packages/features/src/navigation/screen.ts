// The package entry @channel-countdown/features/navigation: its screens, lazily loaded by the host, and the public API.
export * from './index';
export { AppLayout } from './AppLayout';
export type { AppLayoutProps } from './AppLayout';
export { DesktopHeader } from './DesktopHeader';
export { MobileNavigation } from './MobileNavigation';
export { UserMenu } from './UserMenu';
