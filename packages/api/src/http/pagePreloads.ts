import { paths } from '@channel-countdown/contract';

/**
 * What a page of the app needs as it opens, so the server can name it beside the page in a `Link` header:
 * the browser then fetches it while it downloads the entry script instead of after it (bench:vitals: on a
 * slow line, the session check, the page's chunks and its reads each waited for the entry script first).
 * Kept beside the host's routes (packages/host/src/routes.tsx) by hand, as a hint: a read a page no longer
 * makes costs one request, and the journeys fail on a read the page does not use (e2e/preloads.spec.ts).
 */
export interface PagePreloads {
  /** The features domains whose screens the page renders (their chunks, from the host's Vite manifest). */
  screens: readonly string[];
  /** The API reads (GET paths) the page makes as it opens. */
  reads: readonly string[];
}

interface Page extends PagePreloads {
  pattern: RegExp;
  /** Behind sign-in: a visitor without a session is sent to /auth, so nothing else is worth fetching. */
  signedIn: boolean;
}

/** What the signed-in layout reads on every page: the bell and the settings. */
const LAYOUT_READS = [paths.notifications, paths.settings];
const inLayout = (screen: string, pattern: RegExp, reads: readonly string[] = []): Page => ({
  pattern,
  screens: ['navigation', screen],
  reads: [...LAYOUT_READS, ...reads],
  signedIn: true,
});

const PAGES: readonly Page[] = [
  { pattern: /^\/(auth|signin|signup)$/, screens: ['auth'], reads: [], signedIn: false },
  // Not the cards' sparklines: a dashboard without channels never asks for them.
  inLayout('dashboard', /^\/(dashboard)?$/, [paths.channels, paths.dashboardStats]),
  inLayout('timers', /^\/timers$/, [paths.channels, paths.activeTimers]),
  inLayout('channel-page', /^\/channels\/\d+$/, [paths.channels]),
  inLayout('analytics', /^\/analytics$/),
  inLayout('blogs', /^\/blogs(\/[^/]+)?$/),
  inLayout('settings', /^\/settings$/),
  inLayout('admin', /^\/admin$/, [paths.adminStats]),
];

/** The page at `pathname` (the /bench:bundle routes too), or undefined for a path no route shows. */
export const pageAt = (pathname: string) => PAGES.find((page) => page.pattern.test(pathname));

/**
 * What to announce for `pathname`: the session check on every page (every page asks who is signed in);
 * the page's screens and reads unless it is behind sign-in and the visitor has no session cookie.
 */
export function pagePreloads(pathname: string, hasSessionCookie: boolean): PagePreloads {
  const page = pageAt(pathname);
  const reads = [paths.user];
  if (!page || (page.signedIn && !hasSessionCookie)) return { screens: [], reads };
  return { screens: page.screens, reads: [...reads, ...page.reads] };
}
