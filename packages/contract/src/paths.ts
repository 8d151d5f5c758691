/**
 * Every path of SPEC.md §7 in one place. Query keys on the client start with these strings, and the
 * server's routers and the MSW mocks match on them, so a path is never spelled twice.
 */

/** The `:name` params of a pattern, in order: '/a/:id/b/:noteId' → ['id', 'noteId']. */
export type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : Pattern extends `${string}:${infer Name}`
    ? [Name]
    : [];

/** A param named `id` or `…Id` is a row id (a number); any other (the preview's `input`) is free text. */
type ParamValue<Name> = Name extends 'id' | `${string}Id` ? number : string;

type ParamValues<Names extends string[]> = { [Index in keyof Names]: ParamValue<Names[Index]> };

/**
 * A parameterised path: called with its params (in the pattern's order) it gives the address a client
 * calls; `pattern` is the same path with `:name` params, as koa-router and MSW match it.
 */
export interface PathTemplate<
  Pattern extends string,
  Params extends unknown[] = ParamValues<ParamNames<Pattern>>,
> {
  (...params: Params): string;
  readonly pattern: Pattern;
}

const encodeParam = (value: number | string) => encodeURIComponent(String(value));

/**
 * The param names are those the contract's params schemas read (`channelParamsSchema` reads `id`,
 * `noteParamsSchema` `id` and `noteId`, …), since the routers validate `ctx.params` with them.
 */
function pathTemplate<const Pattern extends string>(pattern: Pattern): PathTemplate<Pattern> {
  const build = (...params: (number | string)[]) => {
    let next = 0;
    return pattern.replace(/:\w+/g, () => encodeParam(params[next++]!));
  };
  return Object.assign(build, { pattern });
}

/**
 * `address` with `query` after it, as every client of the API writes it: the pairs in the order given, each
 * value URI-encoded, those undefined or empty left out, and no `?` without a pair.
 * `withQuery('/api/analytics', { range: '7d' })` → '/api/analytics?range=7d'.
 */
export function withQuery(address: string, query: Readonly<Record<string, unknown>>): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `${address}?${pairs.join('&')}` : address;
}

const avatarImage = pathTemplate('/api/user/avatar/:userId');

export const paths = {
  health: '/api/health',
  config: '/api/config',
  /** The OpenAPI 3.1 document of the API, generated from the endpoint table. */
  openApi: '/api/openapi.json',
  user: '/api/user',
  userPassword: '/api/user/password',
  userAvatar: '/api/user/avatar',
  /**
   * A user's picture; `version` (when it was set) changes the address, so the image may be cached for good.
   * The query is no part of the pattern: routers and MSW match the path alone.
   */
  userAvatarImage: Object.assign(
    (userId: number, version: number) => `${avatarImage(userId)}?v=${encodeParam(version)}`,
    { pattern: avatarImage.pattern },
  ) satisfies PathTemplate<typeof avatarImage.pattern, [userId: number, version: number]>,
  userExport: '/api/user/export',
  settings: '/api/settings',
  notifications: '/api/notifications',
  notificationsRead: '/api/notifications/read',
  /** The emails' one-click unsubscribe (a signed token, no sign-in). */
  notificationsUnsubscribe: '/api/notifications/unsubscribe',
  pushSubscriptions: '/api/push/subscriptions',
  login: '/api/login',
  register: '/api/register',
  logout: '/api/logout',
  firebaseAuth: '/api/auth/firebase',
  channels: '/api/channels',
  channelsImport: '/api/channels/import',
  channelsImportPreview: '/api/channels/import/preview',
  /** One import's progress and results (GET): the job POST /api/channels/import started. */
  channelsImportJob: pathTemplate('/api/channels/import/:id'),
  channelPreview: pathTemplate('/api/channels/preview/:input'),
  channel: pathTemplate('/api/channels/:id'),
  channelRefresh: pathTemplate('/api/channels/:id/refresh'),
  channelHistory: pathTemplate('/api/channels/:id/history'),
  /** The daily gains table of a channel, and the same table as a CSV file. */
  channelGains: pathTemplate('/api/channels/:id/gains'),
  channelGainsCsv: pathTemplate('/api/channels/:id/gains.csv'),
  channelUploads: pathTemplate('/api/channels/:id/uploads'),
  channelCycles: pathTemplate('/api/channels/:id/cycles'),
  /**
   * One request for every card's sparkline; a fixed segment, so its route is declared (and its router
   * mounted) before the `channel…` patterns, whose `:id` would take it for an id.
   */
  channelSparklines: '/api/channels/sparklines',
  channelMute: pathTemplate('/api/channels/:id/mute'),
  /** The channel page's bell: which of the channel's events reach which media (reminderChoices.ts). */
  channelReminders: pathTemplate('/api/channels/:id/reminders'),
  channelCadence: pathTemplate('/api/channels/:id/cadence'),
  /** The channel page's Milestones panel: the next milestones with their estimates, and the milestone alert. */
  channelMilestones: pathTemplate('/api/channels/:id/milestones'),
  /** The channel page's What changed section: the channel's change log, newest first. */
  channelChanges: pathTemplate('/api/channels/:id/changes'),
  channelTimer: pathTemplate('/api/channels/:id/timer'),
  channelNotes: pathTemplate('/api/channels/:id/notes'),
  channelNote: pathTemplate('/api/channels/:id/notes/:noteId'),
  /** GET with `?channels=1,2&metric=&range=` (compareQuerySchema): 2 to 8 channels on one chart. */
  compare: '/api/compare',
  activeTimers: '/api/timers/active',
  timer: pathTemplate('/api/timers/:timerId'),
  dashboardStats: '/api/dashboard/stats',
  /** GET with `?range=` (analyticsQuerySchema). */
  analytics: '/api/analytics',
  adminHealth: '/api/admin/health',
  adminSystem: '/api/admin/system',
  adminStats: '/api/admin/stats',
  adminUsers: '/api/admin/users',
  adminUserStatus: pathTemplate('/api/admin/users/:id/status'),
  adminUser: pathTemplate('/api/admin/users/:id'),
  adminChannels: '/api/admin/channels',
  adminTimers: '/api/admin/timers',
  adminNotes: '/api/admin/notes',
  /** The user's personal API tokens (list, create). */
  apiTokens: '/api/tokens',
  apiToken: pathTemplate('/api/tokens/:id'),
  /** The user's webhook and chat destinations (list, create). */
  destinations: '/api/destinations',
  destination: pathTemplate('/api/destinations/:id'),
  destinationTest: pathTemplate('/api/destinations/:id/test'),
  destinationDeliveries: pathTemplate('/api/destinations/:id/deliveries'),
  /** The user's secret feed addresses (read, make anew, turn off). */
  feeds: '/api/feeds',
  /** The feeds themselves, read with the secret in the address (no sign-in); contract feeds.ts. */
  feedUploadsAtom: pathTemplate('/api/feeds/:token/uploads.atom'),
  feedUploadsJson: pathTemplate('/api/feeds/:token/uploads.json'),
  feedEventsAtom: pathTemplate('/api/feeds/:token/events.atom'),
  feedEventsJson: pathTemplate('/api/feeds/:token/events.json'),
  feedCycles: pathTemplate('/api/feeds/:token/cycles.ics'),
  /** The user's channel groups (list, create), one group (rename, recolour, delete), a channel's groups (set). */
  groups: '/api/groups',
  group: pathTemplate('/api/groups/:id'),
  channelGroups: pathTemplate('/api/channels/:id/groups'),
} as const;
