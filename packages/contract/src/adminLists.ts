import { MAX_ID } from './limits.js';
import { isAdmin } from './roles.js';
import type { AdminUser } from './admin.js';

/*
 * The admin lists' plain values and rules, kept free of zod like limits.ts: the admin screen needs the
 * filters, sorts and bands but not the schemas (which import these), and zod was a fifth of its first load.
 */

export const ADMIN_PAGE_LIMIT_DEFAULT = 50;
export const ADMIN_PAGE_LIMIT_MAX = 200;
/** Longer search text is refused: no username, email or channel name is that long. */
export const ADMIN_SEARCH_MAX = 100;
/** SPEC §4 engagement bands, highest first, and the lowest score of each: 80 High, 60 Good, 40 Medium. */
export const ENGAGEMENT_BANDS = ['High', 'Good', 'Medium', 'Low'] as const;
export type EngagementBand = (typeof ENGAGEMENT_BANDS)[number];
export const ENGAGEMENT_BAND_MIN: Record<EngagementBand, number> = { High: 80, Good: 60, Medium: 40, Low: 0 };
/** SPEC §9: the score from which a user counts as highly engaged (the band High and the filter). */
export const HIGH_ENGAGEMENT_MIN = ENGAGEMENT_BAND_MIN.High;

export function engagementBand(score: number): EngagementBand {
  return ENGAGEMENT_BANDS.find((band) => score >= ENGAGEMENT_BAND_MIN[band]) ?? 'Low';
}

/** SPEC §9: Top Performers and Top Channels list 8 entries each. */
export const ADMIN_TOP_LIST_SIZE = 8;

/** SPEC §5 filters of the users list, in the order the select offers them. */
export const USER_FILTERS = [
  { id: 'all', label: 'All Users' },
  { id: 'active', label: 'Active' },
  { id: 'inactive', label: 'Inactive' },
  { id: 'admin', label: 'Administrators' },
  { id: 'high_engagement', label: 'High Engagement' },
] as const;
export type UserFilter = (typeof USER_FILTERS)[number]['id'];

/** SPEC §5 sorts of the users list; created_desc is the default. */
export const USER_SORTS = [
  { id: 'created_desc', label: 'Newest First' },
  { id: 'created_asc', label: 'Oldest First' },
  { id: 'engagement_desc', label: 'Highest Engagement' },
  { id: 'engagement_asc', label: 'Lowest Engagement' },
  { id: 'channels_desc', label: 'Most Channels' },
  { id: 'activity_desc', label: 'Recently Active' },
] as const;
export type UserSort = (typeof USER_SORTS)[number]['id'];
export const DEFAULT_USER_SORT: UserSort = 'created_desc';

export type SortDirection = 'asc' | 'desc';

/**
 * What each users sort orders by. Every sort puts administrators first, then this field in this direction,
 * then the id in the same direction (a total order, so pages never repeat or skip a row). A missing
 * lastActivityAt sorts as the oldest.
 */
export const USER_SORT_KEYS = {
  created_desc: { field: 'createdAt', direction: 'desc' },
  created_asc: { field: 'createdAt', direction: 'asc' },
  engagement_desc: { field: 'engagementScore', direction: 'desc' },
  engagement_asc: { field: 'engagementScore', direction: 'asc' },
  channels_desc: { field: 'channelsCount', direction: 'desc' },
  activity_desc: { field: 'lastActivityAt', direction: 'desc' },
} as const satisfies Record<UserSort, { field: keyof AdminUser; direction: SortDirection }>;

/** The other lists have one order each (SPEC §2 gives them no sort or filter select). */
export const CHANNEL_SORTS = [{ id: 'created_desc', label: 'Newest First' }] as const;
export const TIMER_SORTS = [{ id: 'ending_soonest', label: 'Ending Soonest' }] as const;
export const NOTE_SORTS = [{ id: 'created_desc', label: 'Newest First' }] as const;
export const ALL_FILTER = [{ id: 'all', label: 'All' }] as const;

/**
 * What a list's cursor holds: the last row's key under the list's sort, value by value. Every value is a
 * whole number: an 'integer' is a 32-bit column's (the administrators-first rank, a score, a count, an id:
 * 0 to MAX_ID), a 'date' epoch milliseconds (1970 to the end of the year 9999, which JavaScript and both
 * databases can hold; a missing date is 0).
 */
export type CursorKeyKind = 'integer' | 'date';

const USER_SORT_FIELD_KINDS: Record<(typeof USER_SORT_KEYS)[UserSort]['field'], CursorKeyKind> = {
  createdAt: 'date',
  engagementScore: 'integer',
  channelsCount: 'integer',
  lastActivityAt: 'date',
};

/** The users list's key under a sort: [rank, the sort's field, id], as userSortKey makes it. */
export const userCursorKey = (sort: UserSort): readonly CursorKeyKind[] => [
  'integer',
  USER_SORT_FIELD_KINDS[USER_SORT_KEYS[sort].field],
  'integer',
];
/** The other lists' key: a date (created, or the timer's end), then the id. */
export const DATE_THEN_ID_CURSOR_KEY: readonly CursorKeyKind[] = ['date', 'integer'];

/** The latest moment a cursor's date may hold: 9999-12-31T23:59:59.999Z. */
export const CURSOR_DATE_MAX_MS = 253_402_300_799_999;

const CURSOR_KEY_MAX: Record<CursorKeyKind, number> = { integer: MAX_ID, date: CURSOR_DATE_MAX_MS };

/** The opaque cursor of a page: base64url of JSON { s: the sort's id, k: the last row's key }. */
export function encodeAdminCursor(sort: string, key: readonly number[]): string {
  return btoa(JSON.stringify({ s: sort, k: key }))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * The key a cursor holds, or null when it is no cursor of this sort: not base64 (url or standard) of JSON,
 * made for another sort, of another length, or holding a value that is not a whole number in its kind's
 * range (1e300, 2^31 as an id, 1.5: a database would fail on them rather than compare).
 */
export function decodeAdminCursor(
  cursor: string,
  sort: string,
  kinds: readonly CursorKeyKind[],
): number[] | null {
  let parsed: unknown;
  try {
    const base64 = cursor.replaceAll('-', '+').replaceAll('_', '/');
    parsed = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { s, k } = parsed as { s?: unknown; k?: unknown };
  const valid =
    s === sort &&
    Array.isArray(k) &&
    k.length === kinds.length &&
    k.every(
      (value: unknown, index) =>
        typeof value === 'number' &&
        Number.isSafeInteger(value) &&
        value >= 0 &&
        value <= CURSOR_KEY_MAX[kinds[index]!],
    );
  return valid ? (k as number[]) : null;
}

/** What a caller sends: every field optional. */
export type AdminListParams = Partial<{
  limit: number;
  cursor: string;
  q: string;
  filter: string;
  sort: string;
}>;

/**
 * A searched list counts its matches up to this many: counting every match of a broad search at 100,000
 * users took 100 ms on PostgreSQL, and nobody pages through a thousand matches (bench:scale, issue 22).
 */
export const ADMIN_SEARCH_COUNT_CAP = 1000;

/**
 * One page of a list: its items, the cursor of the next page (null on the last) and the matching total;
 * `totalCapped` says more rows match than `total` (a search stops counting at ADMIN_SEARCH_COUNT_CAP).
 */
export interface AdminPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
}

/** The query string of a list call; defaults and blanks are left out so equal queries share one URL. */
export function adminListSearch(params: AdminListParams): string {
  const pairs = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/* ---- The users list's rules as pure functions (the MSW mocks use them; the server's SQL mirrors them) --- */

export const USER_FILTER_RULES: Record<UserFilter, (user: AdminUser) => boolean> = {
  all: () => true,
  active: (user) => user.isActive,
  inactive: (user) => !user.isActive,
  admin: isAdmin,
  high_engagement: (user) => user.engagementScore >= HIGH_ENGAGEMENT_MIN,
};

/** Case-insensitive substring of the username or the email; a blank search matches everyone. */
export function matchesUserSearch(user: Pick<AdminUser, 'username' | 'email'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return user.username.toLowerCase().includes(needle) || (user.email ?? '').toLowerCase().includes(needle);
}

/**
 * A user's key under a sort, as the server's index holds it: [admins-first rank, the field's value, id],
 * compared all in the sort's direction. The rank is 1 for an admin in a descending walk and 0 in an
 * ascending one, so administrators come first either way; a missing date is the oldest possible (0).
 */
export function userSortKey(user: AdminUser, sort: UserSort): number[] {
  const { field, direction } = USER_SORT_KEYS[sort];
  const raw = user[field];
  const time = typeof raw === 'string' ? new Date(raw).getTime() : 0;
  const value = typeof raw === 'number' ? raw : Number.isNaN(time) ? 0 : time;
  const admin = isAdmin(user);
  return [admin === (direction === 'desc') ? 1 : 0, value, user.id];
}

/** Negative when key a comes first in a walk in `direction` (tuples compared left to right). */
export function compareKeys(a: readonly number[], b: readonly number[], direction: SortDirection): number {
  const sign = direction === 'desc' ? -1 : 1;
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference * sign;
  }
  return 0;
}

/** Negative when a comes first under the sort (administrators always ahead). */
export function compareUsers(a: AdminUser, b: AdminUser, sort: UserSort): number {
  return compareKeys(userSortKey(a, sort), userSortKey(b, sort), USER_SORT_KEYS[sort].direction);
}

/** Search, filter and sort the users as GET /api/admin/users does (before paging). Never mutates input. */
export function selectAdminUsers(
  users: readonly AdminUser[],
  query: { q: string; filter: UserFilter; sort: UserSort },
): AdminUser[] {
  return users
    .filter((user) => matchesUserSearch(user, query.q) && USER_FILTER_RULES[query.filter](user))
    .sort((a, b) => compareUsers(a, b, query.sort));
}
