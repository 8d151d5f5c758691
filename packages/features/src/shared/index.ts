// What every domain may use: the clock, how a day is written, lazy overlays and tooltips, the document title,
// downloads, and the query keys and invalidation that span domains. Domains import it as '../shared', never
// a file inside it.
export { NowProvider, useNow } from './useNow';
export { ScreenInteractive } from './ScreenInteractive';
export { ServerRenderProvider, useHydratingValue, useServerRender } from './serverRender';
export type { ServerRender } from './serverRender';
export type { NowProviderProps } from './useNow';
export { LazyTooltip, preloadTooltip } from './LazyTooltip';
export type { LazyTooltipProps } from './LazyTooltip';
export { lazyOverlay } from './lazyOverlay';
export { prefetchable, type Prefetchable } from './prefetchable';
export { DeferredRender, useRenderWhenNear } from './DeferredRender';
export { useMenuButton } from './useMenuButton';
export type { FocusOnOpen } from './useMenuButton';
export { APP_NAME, DocumentTitleProvider, documentTitle, useDocumentTitle } from './documentTitle';
export type { DocumentTitlePolicy } from './documentTitle';
export {
  HostLink,
  HostRouterProvider,
  Redirect,
  historyRouter,
  isBrowserLinkPress,
  useHasHostRouter,
  useHostHref,
  useHostLocation,
  useHostNavigate,
  useHostParam,
  useHostRouter,
  useHostSearchParams,
  usePageId,
} from './hostRouter';
export type {
  HostLinkProps,
  HostLocation,
  HostNavigate,
  HostNavigateOptions,
  HostRouter,
  PageIdProps,
} from './hostRouter';
export { focusPageHeading } from './focusPageHeading';
export { downloadJson } from './downloadJson';
export type { DownloadJson } from './downloadJson';
export { isolate } from './bidi';
export { formatDay, formatDayPadded, useDayText } from './formatDay';
export {
  activeTimersQueryKey,
  analyticsGroupKeyPrefix,
  channelsQueryKey,
  dashboardStatsQueryKey,
  groupsQueryKey,
  notesQueryKey,
  settingsQueryKey,
  sparklinesQueryKey,
} from './queryKeys';
export { invalidateChannelData } from './invalidateChannelData';
export { ReadError, ReadState, combineReads, readErrorText } from './ReadState';
export type { Read, ReadErrorProps, ReadStateProps } from './ReadState';
export { checkForm } from './formErrors';
export { checkFormWhenLoaded, lazySchema, type LazySchema } from './lazySchema';
export { UnsavedChangesProvider, useUnsavedChanges } from './unsavedChanges';
export type { FieldErrors, FormCheck } from './formErrors';
export { TextRun } from './TextRun';
export { ChannelFlagSwitch, useChannelFlag } from './ChannelFlagSwitch';
export type { ChannelFlagCalls } from './ChannelFlagSwitch';
export { nextRouter } from './nextRouter';
export type { NextNavigationParts } from './nextRouter';
