export { AppLayout } from './AppLayout';
export { DesktopHeader } from './DesktopHeader';
export { MobileNavigation } from './MobileNavigation';
export { UserMenu } from './UserMenu';
export { useIsMobile, MOBILE_QUERY } from './useIsMobile';
export { accountLinks, mobileLinks } from './navLinks';
