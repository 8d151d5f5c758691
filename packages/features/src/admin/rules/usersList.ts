import {
  selectAdminUsers,
  type AdminUser,
  type UserFilter,
  type UserSort,
} from '@channel-countdown/contract';

/**
 * The users list's filters, sorts and their rules are the contract's (issue 22): the server applies them in
 * SQL, the MSW mocks with selectAdminUsers; the screen only names them.
 */
export {
  DEFAULT_USER_SORT,
  USER_FILTERS,
  USER_SORTS,
  isAdmin,
  matchesUserSearch as matchesSearch,
  type UserFilter,
  type UserSort,
} from '@channel-countdown/contract';

export interface UsersQuery {
  search: string;
  filter: UserFilter;
  sort: UserSort;
}

/** Search, filter and sort as GET /api/admin/users does, administrators first (SPEC §5). */
export function selectUsers(users: readonly AdminUser[], query: UsersQuery): AdminUser[] {
  return selectAdminUsers(users, { q: query.search, filter: query.filter, sort: query.sort });
}
