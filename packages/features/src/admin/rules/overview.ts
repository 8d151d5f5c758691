import { ADMIN_TOP_LIST_SIZE, type AdminStats, type AdminUser } from '@channel-countdown/contract';
import { countByBand } from './engagement';

/** SPEC §9 figures of the overview. */
export const TOTAL_USERS_TARGET = 1000;
export const ACTIVE_USERS_TARGET = 100;
export const TOP_LIST_SIZE = ADMIN_TOP_LIST_SIZE;
export const TOP_BADGED = 3;

/** Progress toward a target as a whole percentage, clamped to 0–100 (0 for a target of 0 or less). */
export function progressToward(value: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((value / target) * 100)));
}

/** The rounded share (0–100) of active users among all users (the stats' totals); 0 without users. */
export function activeShare({
  activeUsers,
  totalUsers,
}: Pick<AdminStats, 'activeUsers' | 'totalUsers'>): number {
  if (totalUsers <= 0) return 0;
  return Math.round((activeUsers / totalUsers) * 100);
}

/*
 * The server computes the next three over every user with aggregate queries (GET /api/admin/stats); these
 * are the same rules over a list, for the MSW mocks' fixtures.
 */

/** The rounded mean engagement score of the listed users; 0 when nobody is listed. */
export function averageEngagement(users: readonly Pick<AdminUser, 'engagementScore'>[]): number {
  if (users.length === 0) return 0;
  return Math.round(users.reduce((sum, user) => sum + user.engagementScore, 0) / users.length);
}

export function engagementDistribution(users: readonly Pick<AdminUser, 'engagementScore'>[]) {
  return countByBand(users.map((user) => user.engagementScore));
}

/** Top Performers: up to 8 users with a score above 0, highest first (ties: the newer account, higher id). */
export function topPerformers(users: readonly AdminUser[]): AdminUser[] {
  return users
    .filter((user) => user.engagementScore > 0)
    .sort((a, b) => b.engagementScore - a.engagementScore || b.id - a.id)
    .slice(0, TOP_LIST_SIZE);
}

/** Top Channels: the first 8 of the stats response, in the server's order. */
export function topChannels(stats: Pick<AdminStats, 'topChannels'>) {
  return stats.topChannels.slice(0, TOP_LIST_SIZE);
}
