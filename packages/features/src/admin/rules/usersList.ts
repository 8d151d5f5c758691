import type { AdminUser } from '@channel-countdown/contract';
import { HIGH_ENGAGEMENT_MIN } from './engagement';

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

export interface UsersQuery {
  search: string;
  filter: UserFilter;
  sort: UserSort;
}

export const isAdmin = (user: Pick<AdminUser, 'role'>) => user.role === 'admin';

const matchesFilter: Record<UserFilter, (user: AdminUser) => boolean> = {
  all: () => true,
  active: (user) => user.isActive,
  inactive: (user) => !user.isActive,
  admin: isAdmin,
  high_engagement: (user) => user.engagementScore >= HIGH_ENGAGEMENT_MIN,
};

/** Case-insensitive substring of the username or the email; a blank search matches everyone. */
export function matchesSearch(user: AdminUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return user.username.toLowerCase().includes(needle) || (user.email ?? '').toLowerCase().includes(needle);
}

/** Milliseconds since the epoch; missing or unreadable dates sort as the oldest. */
function timeOf(value: string | null | undefined): number {
  const time = value ? new Date(value).getTime() : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Negative when a sorts before b. Infinity minus Infinity is NaN, so equal sentinels compare as 0. */
const byNumberDesc = (a: number, b: number) => (a === b ? 0 : b > a ? 1 : -1);

const compareBy: Record<UserSort, (a: AdminUser, b: AdminUser) => number> = {
  created_desc: (a, b) => byNumberDesc(timeOf(a.createdAt), timeOf(b.createdAt)),
  created_asc: (a, b) => byNumberDesc(timeOf(b.createdAt), timeOf(a.createdAt)),
  engagement_desc: (a, b) => byNumberDesc(a.engagementScore, b.engagementScore),
  engagement_asc: (a, b) => byNumberDesc(b.engagementScore, a.engagementScore),
  channels_desc: (a, b) => byNumberDesc(a.channelsCount, b.channelsCount),
  activity_desc: (a, b) => byNumberDesc(timeOf(a.lastActivityAt), timeOf(b.lastActivityAt)),
};

/**
 * The users table's rows: search, then filter, then sort, with administrators always ahead of everyone
 * else whatever the sort (SPEC §5). Never mutates its input.
 */
export function selectUsers(users: readonly AdminUser[], query: UsersQuery): AdminUser[] {
  const compare = compareBy[query.sort];
  return users
    .filter((user) => matchesSearch(user, query.search) && matchesFilter[query.filter](user))
    .sort((a, b) => Number(isAdmin(b)) - Number(isAdmin(a)) || compare(a, b));
}
