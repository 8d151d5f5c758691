import { paths } from '@channel-countdown/contract';

/**
 * The API reads a page of the app makes as it opens (the host's routes), so the server can name them beside
 * the page in a `Link: rel=preload` header: the browser then fetches them while it downloads the scripts,
 * instead of after them (bench:vitals: on a slow line, the session check and the dashboard's channel list
 * each waited for the entry script first). A hint only: a read a page no longer makes costs one request,
 * and the journeys fail on a preload the page does not use.
 */
const SESSION_READS = [paths.user];
/** What the signed-in layout reads on every page: the bell and the settings. */
const LAYOUT_READS = [paths.notifications, paths.settings];
// Not the cards' sparklines: a dashboard without channels never asks for them.
const DASHBOARD_READS = [paths.channels, paths.dashboardStats];

const PAGE_READS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/(dashboard)?$/, DASHBOARD_READS],
  [/^\/timers$/, [paths.channels, paths.activeTimers]],
  [/^\/channels\/\d+$/, [paths.channels]],
  [/^\/settings$/, []],
  [/^\/admin$/, [paths.adminStats]],
];

/**
 * The reads to announce for `pathname`: the session check on every page; with a session cookie, also the
 * layout's and the page's own. Signed out, those would only answer 401.
 */
export function pageReadsFor(pathname: string, hasSessionCookie: boolean): string[] {
  if (!hasSessionCookie) return SESSION_READS;
  const page = PAGE_READS.find(([pattern]) => pattern.test(pathname));
  return page ? [...SESSION_READS, ...LAYOUT_READS, ...page[1]] : SESSION_READS;
}

/** The Link header value preloading `urls` as the app's own fetches do (CORS mode, with credentials). */
export const preloadLinkHeader = (urls: readonly string[]): string =>
  urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');
