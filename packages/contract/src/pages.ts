import { CHANNEL_PAGE_RANGE } from './channelDataRules.js';
import { compareSearch, type CompareChoice } from './compareAddress.js';
import type { NotificationKind } from './notifications.js';
import { paths, withQuery } from './paths.js';

/**
 * A read a page makes as it opens: an API address, or the address made from the page's params (a channel's
 * page reads that channel's sections). An address may carry a query (`?range=30d`), which its cache key keeps
 * too (pageReads.ts, readQueryKey).
 */
export type PageReadAddress = string | ((params: Readonly<Record<string, string>>) => string);

/**
 * Every page of the app in one table (SPEC §2): its path template, who may see it, the reads it makes as it
 * opens, whether the server draws it, and its label in the navigation. The host's routes, the server's
 * renderer and preloads, the navigation, return-to and every link to a page read it: no page path is spelled
 * anywhere else (pages.test.ts checks the source tree).
 */
export interface PageEntry {
  /** The path template, react-router style: `:name` for a param. */
  readonly path: string;
  /** A pattern each `:name` param must match for the page to be this one (otherwise it is not found). */
  readonly params?: Readonly<Record<string, RegExp>>;
  /**
   * Who sees the page: everyone (`public`), a signed-in user inside the app's layout (`signed-in`), or a
   * signed-in user inside the layout with the admin screen's own access check (`admin`).
   */
  readonly access: 'public' | 'signed-in' | 'admin';
  /**
   * What the page's own screen reads as it opens (the layout's reads come on top for a page inside it), named
   * beside the page in a preload header and started as soon as the session is known; undefined when the
   * page's reads are not announced.
   */
  readonly reads?: readonly PageReadAddress[];
  /** Whether the server draws the page: for a signed-in reader, or for a signed-out visitor. */
  readonly drawn?: 'signed-in' | 'signed-out';
  /** The page's link text in the navigation (SPEC §2, §6), for the pages the navigation lists. */
  readonly navLabel?: string;
}

// Not the cards' sparklines: a dashboard without channels never asks for them. The groups: the filter bar (or,
// without groups, its hint) is on the first screen, so the page is drawn with it rather than with its placeholder
// (a phone's largest text, painted a read later, was the page's LCP).
const DASHBOARD_READS = [paths.channels, paths.dashboardStats, paths.groups];

export const pages = {
  home: {
    path: '/',
    access: 'signed-in',
    reads: DASHBOARD_READS,
    drawn: 'signed-in',
    navLabel: 'Dashboard',
  },
  dashboard: { path: '/dashboard', access: 'signed-in', reads: DASHBOARD_READS, drawn: 'signed-in' },
  // Drawn: its countdowns are drawn at the instant the server drew them (useNow), each card's start day in UTC
  // until the app runs (useDayText); the groups, for its filter bar, as on the dashboard.
  timers: {
    path: '/timers',
    access: 'signed-in',
    reads: [paths.channels, paths.activeTimers, paths.groups],
    drawn: 'signed-in',
    navLabel: 'Active Timers',
  },
  // Drawn: its header comes from the channel list, its figures from the history of CHANNEL_PAGE_RANGE, and it
  // comes with each section's answer, so the app starts with every read made; the sections themselves are drawn
  // as loading (they render once near the screen), and the header's one day is written in UTC until the app
  // runs (useDayText).
  channel: {
    path: '/channels/:id',
    params: { id: /^\d+$/ },
    access: 'signed-in',
    reads: [
      paths.channels,
      ({ id }) => withQuery(paths.channelHistory(Number(id)), { range: CHANNEL_PAGE_RANGE }),
      ({ id }) => paths.channelMilestones(Number(id)),
      ({ id }) => withQuery(paths.channelGains(Number(id)), { range: CHANNEL_PAGE_RANGE }),
      ({ id }) => paths.channelUploads(Number(id)),
      ({ id }) => paths.channelChanges(Number(id)),
      ({ id }) => paths.channelCycles(Number(id)),
    ],
    drawn: 'signed-in',
  },
  /** 2 to 8 channels on one chart; the search params hold the choice (compareHref). */
  compare: { path: '/compare', access: 'signed-in', reads: [paths.channels] },
  analytics: { path: '/analytics', access: 'signed-in', navLabel: 'Analytics' },
  blogs: { path: '/blogs', access: 'signed-in', navLabel: 'Blogs' },
  blogArticle: { path: '/blogs/:id', access: 'signed-in' },
  // Drawn: its first tab (the profile) shows the session's user and the layout's settings read, no date.
  settings: { path: '/settings', access: 'signed-in', reads: [], drawn: 'signed-in', navLabel: 'Settings' },
  admin: {
    path: '/admin',
    access: 'admin',
    // The overview's figures and its system tiles (System Health, API Calls, Server Load).
    reads: [paths.adminStats, paths.adminSystem],
    drawn: 'signed-in',
    navLabel: 'Admin Panel',
  },
  auth: { path: '/auth', access: 'public', drawn: 'signed-out' },
  /** Forwards to /auth on its Sign In tab, keeping `?returnTo=`. */
  signin: { path: '/signin', access: 'public' },
  /** Forwards to /auth on its Sign Up tab, keeping `?returnTo=`. */
  signup: { path: '/signup', access: 'public' },
} as const satisfies Record<string, PageEntry>;

export type PageName = keyof typeof pages;

/** The pages the navigation lists (those with a nav label). */
export type NavPageName = {
  [Name in PageName]: (typeof pages)[Name] extends { navLabel: string } ? Name : never;
}[PageName];

/** The `:name` params of a template: '/blogs/:id' → 'id'. */
type ParamNames<Template extends string> = Template extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Template extends `${string}:${infer Name}`
    ? Name
    : never;

export type PageParams<Name extends PageName> = {
  [Param in ParamNames<(typeof pages)[Name]['path']>]: string | number;
};

/** The address of a page: `pageHref('channel', { id: 7 })` → '/channels/7'; `pageHref('timers')` → '/timers'. */
export function pageHref<Name extends PageName>(
  name: Name,
  ...[params]: ParamNames<(typeof pages)[Name]['path']> extends never ? [] : [PageParams<Name>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return pages[name].path.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(String(values[param])));
}

/** The page at `pathname` and its params, or undefined for a path that is no page (the not-found screen). */
export function matchPage(
  pathname: string,
): { name: PageName; page: PageEntry; params: Record<string, string> } | undefined {
  const segments = pathname.split('/').slice(1);
  for (const [name, page] of Object.entries(pages) as [PageName, PageEntry][]) {
    const template = page.path.split('/').slice(1);
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = template.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith(':')) return part === segment;
      const param = part.slice(1);
      let value: string;
      try {
        value = decodeURIComponent(segment);
      } catch {
        return false;
      }
      params[param] = value;
      return value !== '' && (page.params?.[param]?.test(value) ?? true);
    });
    if (matches) return { name, page, params };
  }
  return undefined;
}

/** Whether `pathname` is `name`'s page. */
export const isPage = (pathname: string, ...names: PageName[]): boolean => {
  const match = matchPage(pathname);
  return match !== undefined && names.includes(match.name);
};

/**
 * The link of every reminder (bell, toast, push, email): the channel's page, or the dashboard when it names
 * no channel; an account notice opens the settings, where the account is changed.
 */
export const notificationLink = (channelId: number | null, kind?: NotificationKind) =>
  kind === 'account'
    ? pageHref('settings')
    : channelId === null
      ? pageHref('dashboard')
      : pageHref('channel', { id: channelId });

/** The app's page of one connected channel (issue 18), by its internal id. */
export const channelPagePath = (channelId: number) => pageHref('channel', { id: channelId });

/**
 * The compare page with a choice: `compareHref([3, 7])` → '/compare?channels=3,7';
 * `compareHref([3, 7], { metric: 'views', scale: 'log' })` adds them. Defaults are left out of the address.
 */
export function compareHref(
  channelIds: readonly number[],
  options: Partial<Omit<CompareChoice, 'channels'>> = {},
): string {
  const search = compareSearch({ ...options, channels: [...channelIds] });
  return search === '' ? pageHref('compare') : `${pageHref('compare')}?${search}`;
}
