export * from './api';
export * from './session';
export { AppProviders } from './AppProviders';
export type { AppProvidersProps } from './AppProviders';
// The app's languages: load a page's catalog before its first render, then pass its locale to AppProviders.
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_NAMES,
  LocaleProvider,
  isLocale,
  loadCatalog,
  localeDirection,
  useChangeLocale,
} from './i18n';
export type { LocaleProviderProps } from './i18n';
export type { Locale } from './i18n';
export { AppErrorBoundary, ErrorScreen, NotFoundScreen } from './errors';
// The clock every countdown reads: pin it (stories, screenshots) with <NowProvider now={…}>.
export { NowProvider, useNow } from './shared';
export type { NowProviderProps, ServerRender } from './shared';
// Beside a page's screen: once it answers, it takes the text typed on a server-drawn page before then and tells
// the host's early script (data-interactive, channel-countdown:interactive).
export { ScreenInteractive } from './shared';
// Icon buttons' tooltips load when the browser is idle; a host (or Storybook) may load them up front.
export { preloadTooltip } from './shared';
// The host's router, which the screens navigate through (AppProviders' `router`): Next.js' App Router from its
// own parts, the browser's history, or any HostRouter; react-router's is @channel-countdown/features/react-router.
export { historyRouter, nextRouter } from './shared';
export type {
  DocumentTitlePolicy,
  HostLinkProps,
  HostLocation,
  HostNavigate,
  HostNavigateOptions,
  HostRouter,
  NextNavigationParts,
  PageIdProps,
} from './shared';
